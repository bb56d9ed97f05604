/**
 * Algolia's partial update: top-level attributes are replaced, and an attribute given as
 * `{ _operation, value }` is changed in place (Increment, Decrement, Add, Remove, AddUnique,
 * IncrementFrom, IncrementSet). Returns a new record; the input is not mutated.
 */
export function applyPartialUpdate(
  current: Readonly<Record<string, unknown>> | undefined,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [attribute, change] of Object.entries(changes)) {
    if (attribute === 'objectID') continue;
    const operation = asOperation(change);
    if (!operation) {
      next[attribute] = change;
      continue;
    }
    const result = applyOperation(next[attribute], operation.op, operation.value);
    if (result.skip) continue;
    next[attribute] = result.value;
  }
  return next;
}

type Operation = { op: string; value: unknown };

function asOperation(change: unknown): Operation | null {
  if (change === null || typeof change !== 'object' || Array.isArray(change)) return null;
  const op = (change as Record<string, unknown>)._operation;
  return typeof op === 'string' ? { op, value: (change as Record<string, unknown>).value } : null;
}

function applyOperation(
  existing: unknown,
  op: string,
  value: unknown,
): { skip: boolean; value?: unknown } {
  const number = typeof existing === 'number' ? existing : 0;
  const step = typeof value === 'number' ? value : 0;
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
  switch (op) {
    case 'Increment':
      return { skip: false, value: number + step };
    case 'Decrement':
      return { skip: false, value: number - step };
    case 'Add':
      return { skip: false, value: [...list, value] };
    case 'AddUnique':
      return { skip: false, value: list.includes(value) ? list : [...list, value] };
    case 'Remove':
      return { skip: false, value: list.filter((item) => item !== value) };
    case 'IncrementFrom':
      // A compare-and-increment: applies only when the stored value (0 when absent) equals `value`.
      if ((existing ?? 0) !== value) return { skip: true };
      return { skip: false, value: step + 1 };
    case 'IncrementSet':
      if (typeof existing === 'number' && step <= existing) return { skip: true };
      return { skip: false, value: step };
    default:
      return { skip: false, value: { _operation: op, value } };
  }
}
