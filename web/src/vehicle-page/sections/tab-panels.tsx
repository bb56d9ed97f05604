import type { SiteConfig } from '@dealer/schemas/content/site';
import type { VehicleClaims } from '@/domain/vehicle-claims';
import { formatPrice } from '@/lib/format';
import type { Vehicle } from '@/vehicles/vehicle';
import type { PageTexts } from '../data/page-texts';
import type { TabPanel } from '../islands/vehicle-tabs';
import { ShowMore } from '@/components/ui/show-more';
import { HIDDEN_WHILE_COLLAPSED } from './hidden-while-collapsed';
import { DealerComments } from './dealer-comments';

/** SPEC 9: the features list shows 8, then Show All/Hide. */
export const FEATURES_INITIAL = 8;

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="check-list grid gap-2 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={index} className={index >= FEATURES_INITIAL ? HIDDEN_WHILE_COLLAPSED : undefined}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function FeatureList({ items }: { items: string[] }) {
  if (items.length <= FEATURES_INITIAL) return <Bullets items={items} />;
  return <ShowMore moreLabel="Show All" lessLabel="Hide" controls="vehicle-features-list"><Bullets items={items} /></ShowMore>;
}

function PlainBullets({ items }: { items: string[] }) {
  return (
    <ul className="check-list space-y-2">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The tabs of SPEC 2 (the dealer's own texts, see data/page-texts.ts): Dealer Comments, What's Included, Why Buy From Us?, Reserve Online (where
 * the car can be reserved), Protect Your Car, Features (only with a list) and the certified
 * pre-owned section on the tenant that has the programme.
 */
export function tabPanels(site: SiteConfig, vehicle: Vehicle, claims: VehicleClaims, canReserve: boolean, texts: PageTexts): TabPanel[] {
  const deposit = claims.deposit.amount;
  const tabs: TabPanel[] = [
    { id: 'comments', label: 'Dealer Comments', content: <DealerComments text={vehicle.dealercomments} /> },
    { id: 'included', label: "What's Included", content: <PlainBullets items={vehicle.car_type === 'used' ? texts.includedUsed : texts.includedNew} /> },
    { id: 'why-us', label: 'Why Buy From Us?', content: <PlainBullets items={texts.whyBuyFromUs} /> },
  ];
  if (canReserve) {
    tabs.push({
      id: 'reserve',
      label: 'Reserve Online',
      content: (
        <p className="leading-relaxed">
          Reserve this {vehicle.item_type} online for a fully refundable {deposit === null ? '' : `${formatPrice(deposit)} `}deposit. We will hold it for you for {claims.deposit.holdHours} hours
          while you arrange finance, a test drive or an inspection. The deposit is 100% refundable.
        </p>
      ),
    });
  }
  tabs.push({
    id: 'protect',
    label: 'Protect Your Car',
    content: (
      <div className="space-y-3">
        <p className="leading-relaxed">{texts.protectIntro}</p>
        <PlainBullets items={texts.protectItems} />
        {claims.moneyBack && <p className="font-semibold">{claims.moneyBack.text}</p>}
      </div>
    ),
  });
  if (vehicle.features.length > 0) tabs.push({ id: 'features', label: 'Features', content: <FeatureList items={vehicle.features} /> });
  if (site.features.certifiedPreOwned && vehicle.certified) {
    tabs.push({
      id: 'certified',
      label: 'Certified Pre-Owned',
      content: (
        <PlainBullets items={['Multi-point inspection by factory-trained technicians', 'Genuine parts and service history checked', 'Extended warranty and roadside assistance', 'Less than 10 years old and under 160,000 km']} />
      ),
    });
  }
  return tabs;
}
