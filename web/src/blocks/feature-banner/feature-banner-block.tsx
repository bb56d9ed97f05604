import { CssIcon, type CssIconName } from '@/components/ui/css-icon';
import type { BlockComponent } from '../shared/block-types';

const ICONS: Record<'offers' | 'service' | 'sell' | 'finance' | 'warranty' | 'testDrive', CssIconName> = {
  offers: 'tag',
  service: 'wrench',
  sell: 'car',
  finance: 'badge-dollar-sign',
  warranty: 'shield-check',
  testDrive: 'calendar-check',
};

/** A band of short links with icons (latest offers, book a service, sell your car...). */
export const FeatureBanner: BlockComponent<'featureBanner'> = ({ items }) => {
  if (items.length === 0) return null;
  return (
    <section aria-label="Highlights" className="bg-brand text-brand-foreground">
      <ul className="container-page grid gap-2 py-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          return (
            <li key={item._key}>
              <a href={item.href} className="banner-link">
                <CssIcon name={ICONS[item.icon]} className="mt-0.5 size-8" />
                <span>
                  <span>{item.heading}</span>
                  {item.body && <span>{item.body}</span>}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
