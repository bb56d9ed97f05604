import { visibleSpecRows, type SpecRow } from '@/domain/spec-rows';
import { ShowMore } from '@/components/ui/show-more';
import { HIDDEN_WHILE_COLLAPSED } from './hidden-while-collapsed';

/** SPEC 9: the key-information grid shows 4 items, then Show More/Show Less. */
export const KEY_INFO_INITIAL = 4;

export function KeyInformation({ rows }: { rows: SpecRow[] }) {
  const items = visibleSpecRows(rows);
  if (items.length === 0) return null;
  const grid = (
    <dl className="key-info grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item, index) => (
        <div key={index} className={index >= KEY_INFO_INITIAL ? HIDDEN_WHILE_COLLAPSED : undefined}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <section aria-labelledby="key-information-heading">
      <h2 id="key-information-heading" className="text-xl font-bold">Key Information</h2>
      <div className="mt-3">
        {items.length > KEY_INFO_INITIAL ? (
          <ShowMore moreLabel="Show More" lessLabel="Show Less" controls="key-information-grid">{grid}</ShowMore>
        ) : grid}
      </div>
    </section>
  );
}
