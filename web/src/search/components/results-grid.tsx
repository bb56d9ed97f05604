import type { SiteConfig } from '@dealer/schemas/content/site';
import { DisabledUntilHydrated } from '@/components/ui/disabled-until-hydrated';
import { CarCard } from '@/components/vehicle/car-card';
import type { CardButtonsSite } from '@/components/vehicle/card-buttons';
import { cardSaveSlot } from '@/identity/components/card-shopper-actions';
import type { CardRecord } from '@/search/port/search-record';
import { withPromos, type PromoSlot } from '@/content/promo-rules';
import { collapseSold } from '@/search/sold-collapse';
import { PromoCard } from './promo-card';

export type CardSite = CardButtonsSite & Pick<SiteConfig, 'search'>;
type Props = {
  hits: readonly CardRecord[];
  site: CardSite;
  now: Date;
  promos?: readonly PromoSlot[];
  /** Cards state their weekly repayment (the search filters on it). */
  weekly?: boolean;
};

/** The result grid (SPEC 2): car cards, runs of sold cars collapsed (SPEC 4), promo cards at the site's positions. */
export function ResultsGrid({ hits, site, now, promos = [], weekly = false }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="search-results">
      {withPromos(collapseSold(hits), promos).map((item, index) =>
        item.kind === 'hit' ? (
          <li key={item.hit.objectID} data-car-id={item.hit.objectID} className={heldBack(index)}>
            <CarCard car={item.hit} site={site} now={now} eagerPhoto={index === 0} save={lateButtons(cardSaveSlot(site, item.hit))} weekly={weekly} />
          </li>
        ) : (
          <li key={`promo-${item.position}`} data-promo-position={item.position} className={heldBack(index)}>
            <PromoCard node={item.node.node} />
          </li>
        ),
      )}
    </ul>
  );
}

/** Cards a phone's first screen can show; the rest are laid out as they near the screen (globals.css `render-when-near`). */
const CARDS_ON_FIRST_SCREEN = 2;
const heldBack = (index: number) => (index >= CARDS_ON_FIRST_SCREEN ? 'render-when-near' : undefined);

/**
 * The search's code loads after the page (a cached landing's HTML arrives first): a card's compare,
 * favourite and save buttons stay disabled until it has hydrated, where a click on them would
 * otherwise be dropped.
 */
const lateButtons = (buttons: ReturnType<typeof cardSaveSlot>) => buttons && <DisabledUntilHydrated>{buttons}</DisabledUntilHydrated>;
