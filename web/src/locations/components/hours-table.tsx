import type { HoursRow } from '../hours/week-rows';

/** One table of hours; a day without hours reads Closed, or the location's enquiry link. */
export function HoursTable({ caption, rows, closedHref }: { caption: string; rows: HoursRow[]; closedHref?: string | null }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full max-w-md text-left">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-neutral-200">
            <th scope="row" className="py-2 pr-4 font-medium">{row.label}</th>
            <td className="py-2">
              {row.hours ?? (closedHref ? <a href={closedHref} className="font-semibold text-brand-ink underline hover:no-underline">Enquire Now</a> : 'Closed')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
