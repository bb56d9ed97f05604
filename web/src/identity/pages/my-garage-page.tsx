import { notFound } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatKm, formatPrice } from '@/lib/format';
import { database } from '@/ports/database';
import { vehicleHref } from '@/routes/vehicle-links';
import { MY_GARAGE_PATH } from '../rules/garage-availability';
import { requireShopper } from '../server/page-shopper';
import { garageEnquiries, garageValuations } from '../server/garage-store';
import { watchlistEntries } from '../server/watchlist-store';
import { savedDate, watchlistStatus } from './watchlist-page';


function Section({ title, empty, children, count }: { title: string; empty: string; children: React.ReactNode; count: number }) {
  const id = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">{title}</h2>
      {count === 0 ? <p className="mt-3 text-neutral-700">{empty}</p> : <ul className="mt-3 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">{children}</ul>}
    </section>
  );
}

/**
 * /my-garage (SPEC 2; offered per the site's dealer list, SPEC 4 "Garage/shortlist"): the signed-in
 * shopper's saved cars, enquiries and trade-in valuations on this site, linked by their verified
 * phone, with dates and status.
 */
export async function MyGaragePage({ site }: { site: SiteConfig }) {
  // The proxy has answered 404 already on a site without a garage (garage-availability.ts).
  if (!site.features.garage) notFound();
  const shopper = await requireShopper('my-garage', MY_GARAGE_PATH);
  const db = (await database()).db;
  const [saved, enquiries, valuations] = await Promise.all([
    watchlistEntries(db, { siteSlug: site.slug, userId: shopper.id }),
    garageEnquiries(db, site.slug, shopper.phone),
    garageValuations(db, site.slug, shopper.phone),
  ]);
  return (
    <div className="block-section" data-testid="my-garage">
      <h1 className="text-3xl font-bold tracking-tight">My Garage</h1>
      <p className="mt-2 text-neutral-700">Everything you have saved and sent to {site.name} from {shopper.phone}.</p>
      <Section title="Saved cars" count={saved.length} empty="No saved cars yet: press Save on any car.">
        {saved.map((car) => (
          <li key={car.id} className="flex flex-wrap justify-between gap-2 p-4">
            <a href={vehicleHref(car)} className="font-semibold hover:underline">{car.year} {car.make} {car.model}</a>
            <span>{car.price ? formatPrice(car.price) : 'Enquire for price'} · {watchlistStatus(car)} · saved {savedDate(car.savedAt, site)}</span>
          </li>
        ))}
      </Section>
      <Section title="Enquiries" count={enquiries.length} empty="No enquiries from this phone yet.">
        {enquiries.map((lead) => (
          <li key={lead.id} className="flex flex-wrap justify-between gap-2 p-4">
            <span className="font-semibold">{lead.subcategory ?? lead.category}</span>
            <span>{savedDate(lead.createdAt, site)} · {lead.status}</span>
          </li>
        ))}
      </Section>
      <Section title="Trade-in valuations" count={valuations.length} empty="No trade-in valuations from this phone yet.">
        {valuations.map((valuation) => (
          <li key={valuation.id} className="flex flex-wrap justify-between gap-2 p-4">
            <span className="font-semibold">{valuation.vehicle} · {formatKm(valuation.kms)}</span>
            <span>{valuation.offerPrice !== null ? `${formatPrice(valuation.offerPrice)} · ` : ''}{valuation.status} · {savedDate(valuation.createdAt, site)}</span>
          </li>
        ))}
      </Section>
    </div>
  );
}
