import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatPrice } from '@/lib/format';
import { formatDateInZone, siteTimeZone } from '@/lib/time-zone';
import { searchHref, vehicleHref } from '@/routes/vehicle-links';
import { database } from '@/ports/database';
import { WatchlistRemoveButton } from '../components/watchlist-remove-button';
import { requireShopper } from '../server/page-shopper';
import { watchlistEntries, type WatchlistEntry } from '../server/watchlist-store';

/** A saved or sent date on the site's own calendar (lib/time-zone). */
export const savedDate = (at: Date, site: SiteConfig) => formatDateInZone(at, siteTimeZone(site), { day: 'numeric', month: 'short', year: 'numeric' });

export function watchlistStatus(entry: Pick<WatchlistEntry, 'status' | 'reserved'>): string {
  if (entry.status === 'sold' || entry.status === 'other') return 'Sold';
  if (entry.reserved) return 'Reserved';
  return entry.status === 'coming_soon' ? 'Coming soon' : 'In stock';
}

function PriceNowAndThen({ entry }: { entry: WatchlistEntry }) {
  const now = entry.price ? formatPrice(entry.price) : 'Enquire for price';
  const then = entry.priceAtSave ? formatPrice(entry.priceAtSave) : null;
  const dropped = entry.price !== null && entry.priceAtSave !== null && entry.price < entry.priceAtSave;
  return (
    <p>
      <span className="text-lg font-bold">{now}</span>
      {then && then !== now && <span className={dropped ? 'ml-2 text-green-800' : 'ml-2 text-neutral-700'}> (was {then} when saved{dropped ? ': price dropped' : ''})</span>}
    </p>
  );
}

/** The watchlist page (SPEC 2, 3): the signed-in shopper's saved cars on this site. */
export async function WatchlistPage({ site }: { site: SiteConfig }) {
  const shopper = await requireShopper('watchlist', '/watchlist');
  const entries = await watchlistEntries((await database()).db, { siteSlug: site.slug, userId: shopper.id });
  return (
    <div className="block-section">
      <h1 className="text-3xl font-bold tracking-tight">Your Watchlist</h1>
      {entries.length === 0 ? (
        <div className="mt-6 space-y-4">
          <p>You have not saved any cars yet. Press Save on a car you like to keep it here.</p>
          <a href={searchHref(site.routes)} className={buttonVariants({ variant: 'primary' })}>Browse stock</a>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="watchlist">
          {entries.map((entry) => {
            const title = `${entry.year} ${entry.make} ${entry.model}`;
            return (
              <li key={entry.id} data-car-id={entry.id} className="flex flex-wrap items-center gap-4 rounded-lg border border-neutral-200 bg-white p-4">
                {entry.image && (
                  // A small thumbnail of a stock photo already optimised for cards.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={entry.image} alt="" width={120} height={90} className="h-[90px] w-[120px] rounded object-cover" />
                )}
                <div className="min-w-0 grow">
                  <h2 className="text-lg font-semibold"><a href={vehicleHref(entry)} className="hover:underline">{title}</a></h2>
                  <PriceNowAndThen entry={entry} />
                  <p className="text-sm text-neutral-700">{watchlistStatus(entry)} · saved {savedDate(entry.savedAt, site)}</p>
                </div>
                <div className="flex gap-2">
                  <a href={`/contact?${new URLSearchParams({ car_id: String(entry.id) })}`} className={buttonVariants({ variant: 'primary', size: 'sm' })}>Enquire</a>
                  <WatchlistRemoveButton carId={entry.id} carName={title} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
