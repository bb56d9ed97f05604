import type { BlockComponent } from '../shared/block-types';
import { siteTimeZone } from '@/lib/time-zone';
import { LiveSalesCount } from './live-sales-count';
import { salesToday } from './sales-count';

/**
 * Fixed block: the day's running sales count, rendered on the server and kept moving in the
 * browser (live-sales-count.tsx) by the same rule in the same zone.
 */
export const SalesCounter: BlockComponent<'salesCounter'> = ({ heading, intro, label, site }) => {
  // Counted in the site's own time zone (SPEC 9's rule; the spec's dealer is in Brisbane).
  const zone = siteTimeZone(site);
  const count = salesToday(new Date(), zone);
  return (
    <section className="bg-neutral-100">
      <div className="container-page py-10 text-center md:py-14">
        {heading && <h2 className="mb-2 text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
        {intro && <p className="mb-4 text-neutral-700">{intro}</p>}
        <p>
          <span className="block text-5xl font-extrabold text-brand-ink"><LiveSalesCount initial={count} zone={zone} /></span>
          <span className="text-neutral-700">{label}</span>
        </p>
      </div>
    </section>
  );
};
