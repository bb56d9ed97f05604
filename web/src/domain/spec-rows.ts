/**
 * SPEC 5: a spec list hides rows whose value is empty, null, undefined or the text 'null'
 * (feeds write the literal string). Numbers, including 0, are real values.
 */
export type SpecRow = { label: string; value: string | number | null | undefined };
export type VisibleSpecRow = { label: string; value: string };

export function isBlankSpecValue(value: SpecRow['value']): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  const text = value.trim();
  return text === '' || text.toLowerCase() === 'null' || text.toLowerCase() === 'undefined';
}

export function visibleSpecRows(rows: SpecRow[]): VisibleSpecRow[] {
  return rows.flatMap((row) => (isBlankSpecValue(row.value) ? [] : [{ label: row.label, value: String(row.value).trim() }]));
}
