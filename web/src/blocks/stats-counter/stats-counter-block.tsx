import type { BlockComponent } from '../shared/block-types';

/** Headline numbers (e.g. '50+ locations', '40+ brands', '30+ years'). Static text: no counting animation. */
export const StatsCounter: BlockComponent<'statsCounter'> = ({ heading, stats }) => {
  if (stats.length === 0) return null;
  return (
    <section aria-label={heading ? undefined : 'At a glance'} className="bg-neutral-100">
      <div className="block-section">
        {heading && <h2 className="mb-6 text-center text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2>}
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat._key} className="flex flex-col-reverse">
              <dt className="mt-1 text-neutral-700">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
};
