import { visibleSpecRows, type SpecRow } from '@/domain/spec-rows';

/** A titled two-column spec table; rows with empty, null or 'null' values are hidden (SPEC 5). */
export function SpecTable({ id, title, rows }: { id: string; title: string; rows: SpecRow[] }) {
  const visible = visibleSpecRows(rows);
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-neutral-200 p-5">
      <h2 id={`${id}-heading`} className="text-xl font-bold">{title}</h2>
      <table className="mt-3 w-full text-left">
        <tbody>
          {visible.map((row) => (
            <tr key={row.label} className="border-t border-neutral-200 first:border-t-0">
              <th scope="row" className="py-2 pr-4 font-normal text-neutral-700">{row.label}</th>
              <td className="py-2 font-semibold">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
