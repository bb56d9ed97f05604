import { visibleSpecRows, type SpecRow } from '@/domain/spec-rows';

/**
 * A titled two-column spec table; rows with empty, null or 'null' values are hidden (SPEC 5).
 * Its rows are styled by `spec-table` (app/globals.css): a vehicle page has dozens of them.
 */
export function SpecTable({ id, title, rows }: { id: string; title: string; rows: SpecRow[] }) {
  const visible = visibleSpecRows(rows);
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h2 id={`${id}-heading`}>{title}</h2>
      <table className="spec-table mt-3 w-full text-left">
        <tbody>
          {visible.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
