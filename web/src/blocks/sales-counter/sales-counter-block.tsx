import type { BlockComponent } from '../shared/block-types';
import { siteTimeZone } from '@/lib/time-zone';
import { salesToday } from './sales-count';

/**
 * Fixed block: the day's running sales count. Rendered on the server per request; the page's
 * revalidation (150 s in the spec) keeps it moving without client code.
 */
export const SalesCounter: BlockComponent<'salesCounter'> = ({ heading, intro, label, site }) => {
  // Counted in the site's own time zone (SPEC 9's rule; the spec's dealer is in Brisbane).
  const count = salesToday(new Date(), siteTimeZone(site));
  return (
    <section className="bg-neutral-100">
      <div className="container-page py-10 text-center md:py-14">
        {heading && <h2 className="mb-2 text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
        {intro && <p className="mb-4 text-neutral-700">{intro}</p>}
        <p>
          <span className="block text-5xl font-extrabold text-brand-ink">{count.toLocaleString('en-AU')}</span>
          <span className="text-neutral-700">{label}</span>
        </p>
      </div>
    </section>
  );
};
