import { buttonVariants } from '@/components/ui/button-variants';
import type { BlockComponent } from '../shared/block-types';
import { priceTable } from './price-table';
import { formatWholeDollars } from '@/lib/format';


/** Capped-price servicing (SPEC 2): the price of each scheduled service per model, and a booking link. */
export const ServicePrices: BlockComponent<'servicePrices'> = ({ heading, intro, rows, bookingHref, disclaimer }) => {
  if (rows.length === 0) return null;
  const table = priceTable(rows);
  return (
    <section aria-label={heading ? undefined : 'Service prices'} className="container-page space-y-5 py-10 md:py-14">
      {heading && <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
      {intro && <p className="max-w-2xl text-lg text-neutral-700">{intro}</p>}
      <div className="relative overflow-x-auto rounded-lg border border-neutral-200" tabIndex={0} role="region" aria-label="Service prices by model">
        <table className="w-full min-w-[36rem] text-left">
          <thead className="bg-neutral-100">
            <tr>
              <th scope="col" className="p-3">Model</th>
              {table.intervals.map((interval) => <th key={interval} scope="col" className="p-3">{interval}</th>)}
            </tr>
          </thead>
          <tbody>
            {table.models.map(({ model, prices }) => (
              <tr key={model} className="border-t border-neutral-200">
                <th scope="row" className="p-3 font-semibold">{model}</th>
                {prices.map((price, index) => <td key={table.intervals[index]} className="p-3">{price === null ? '–' : formatWholeDollars(price)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {disclaimer && <p className="text-sm text-neutral-700">{disclaimer}</p>}
      <p><a href={bookingHref} className={buttonVariants({ variant: 'primary' })}>Book a service</a></p>
    </section>
  );
};
