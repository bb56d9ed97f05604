import { visibleSpecRows, type SpecRow } from '@/domain/spec-rows';

/** A two-column details table; rows with empty, null or 'null' values are left out (SPEC 5). */
export function KeyDetails({ rows, caption }: { rows: SpecRow[]; caption: string }) {
  const visible = visibleSpecRows(rows);
  if (visible.length === 0) return null;
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {visible.map((row) => (
          <tr key={row.label} className="border-b border-neutral-200">
            <th scope="row" className="py-3 pr-4 font-medium text-neutral-700">{row.label}</th>
            <td className="py-3 text-neutral-900">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
