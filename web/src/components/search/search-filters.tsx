import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { SearchState } from '@/search/refinements';
import { bodyLabel } from '@/search/body-label';
import { sliderBounds } from '@/search/slider';
import type { SearchView } from '@/search/server/vehicle-search';
import { BudgetSearch } from './budget-search';
import { RangeFilter } from './range-filter';
import { RefinementList } from './refinement-list';

type Props = { state: SearchState; view: SearchView; usedCarPrefix: string | null; noun: string; showCarType: boolean };

/** SPEC 9: 7 makes before 'Show all makes'; make_model limit 30; 4 body tiles. */
export const MAKES_VISIBLE = 7;
export const MODEL_LIMIT = 30;
export const BODY_TILES = 4;

const CONDITION: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };
const conditionLabelOf = (value: string) => CONDITION[value] ?? value;

function values(counts: Record<string, number> | undefined) {
  return Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function Group({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="border-b border-neutral-200 py-2">
      <summary className="flex min-h-11 cursor-pointer items-center text-base font-semibold">{title}</summary>
      <div className="pb-2">{children}</div>
    </details>
  );
}

/** The filter panel (SPEC 2 "Filters"), ending with the 'Show Me {count} {type}' button. */
export function SearchFilters({ state, view, usedCarPrefix, noun, showCarType }: Props) {
  const common = { state, usedCarPrefix };
  const makes = state.lists.make ?? [];
  const models = values(view.facets.make_model)
    .filter(({ value }) => makes.some((make) => value.startsWith(`${make} `)))
    .slice(0, MODEL_LIMIT);
  const list = (title: string, attribute: Parameters<typeof RefinementList>[0]['attribute'], labelOf?: (value: string) => string) => {
    const items = values(view.facets[attribute]);
    if (items.length === 0) return null;
    return <Group title={title}><RefinementList attribute={attribute} values={items} labelOf={labelOf} {...common} /></Group>;
  };
  return (
    <div aria-label="Filters" role="group">
      {showCarType && list('Condition', 'car_type', conditionLabelOf)}
      <Group title="Make" open>
        <RefinementList attribute="make" values={values(view.facets.make)} visible={MAKES_VISIBLE} moreLabel="Show all makes" {...common} />
      </Group>
      {models.length > 0 && (
        <Group title="Model" open>
          <RefinementList
            attribute="make_model"
            values={models}
            labelOf={(value) => value.slice((makes.find((make) => value.startsWith(`${make} `)) ?? '').length).trim() || value}
            {...common}
          />
        </Group>
      )}
      {values(view.facets.body).length > 0 && (
        <Group title="Body Type" open>
          <RefinementList attribute="body" values={values(view.facets.body).slice(0, BODY_TILES)} labelOf={bodyLabel} {...common} />
        </Group>
      )}
      <Group title="Price" open>
        <RangeFilter attribute="price" label="Price" format="price" bounds={sliderBounds(view.stats.price, 'price')} {...common} />
      </Group>
      <Group title="Budget">
        <BudgetSearch state={state} usedCarPrefix={usedCarPrefix} noun={noun} lowestPrice={view.budgetFloor} />
      </Group>
      <Group title="Kilometres">
        <RangeFilter attribute="km" label="Kilometres" format="km" bounds={sliderBounds(view.stats.km, 'km')} {...common} />
      </Group>
      {list('Year', 'year')}
      {list('Transmission', 'transmission')}
      {list('Fuel Type', 'fuel')}
      {list('Colour', 'colour')}
      {list('City', 'city')}
      {list('Dealership', 'location_name')}
      {list('Features', 'filtered_features')}
      <a href="#results" className={`${buttonVariants({ variant: 'primary' })} mt-4 w-full lg:hidden`}>
        Show Me {view.count} {noun}
      </a>
    </div>
  );
}
