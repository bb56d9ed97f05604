'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { bodyLabel } from '@/search/body-label';
import { MAKES_VISIBLE } from '@/search/make-list';
import type { SearchSettings } from '@/search/sort-options';
import { RangeFilter } from './range-filter';
import { RefinementList } from './refinement-list';
import { ShowMeButton } from './result-count-heading';
import { refinesWeeklyRepayment } from '@/search/refinements';

type Props = { settings: SearchSettings; usedCarPrefix: string | null; noun: string; showCarType: boolean };

/** SPEC 9: 7 makes before 'Show all makes' (make-list.ts); make_model limit 30; body tiles from the settings (4, or 20 with custom bodies). */
export const MODEL_LIMIT = 30;

// Drawn only once its group is opened (never in the server render): its code loads then.
const BudgetFilter = dynamic(() => import('./budget-filter').then((m) => m.BudgetFilter), { ssr: false });

const CONDITION: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };
const conditionLabelOf = (value: string) => CONDITION[value] ?? value;

type GroupProps = { title: string; open?: boolean; lazy?: boolean; children: ReactNode };

/**
 * A collapsible filter group. A `lazy` group draws its contents the first time it opens, so a
 * page load does not render and hydrate lists nobody looked at (the widget above it stays).
 */
function Group({ title, open = false, lazy = false, children }: GroupProps) {
  // Remember a group the shopper opened or closed across result updates.
  const [isOpen, setOpen] = useState(open);
  const [opened, setOpened] = useState(open);
  return (
    <details
      open={isOpen}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) setOpened(true);
      }}
      className="border-b border-neutral-200 py-2"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-base font-semibold">{title}</summary>
      <div className="pb-2">{!lazy || opened ? children : null}</div>
    </details>
  );
}

const group = (title: string, open = false) => (list: ReactNode) => <Group title={title} open={open} lazy={!open}>{list}</Group>;

/**
 * The filter panel (SPEC 2 "Filters"), ending with the 'Show Me {count} {type}' button. It must not
 * wait for results itself (see result-count.tsx): its lists register in the server render.
 */
export function SearchFilters({ settings, usedCarPrefix, noun, showCarType }: Props) {
  const { indexUiState } = useInstantSearch();
  const makes = indexUiState.refinementList?.make ?? [];
  const makeOf = (value: string) => makes.find((make) => value.startsWith(`${make} `));
  return (
    <div aria-label="Filters" role="group">
      {showCarType && <RefinementList attribute="car_type" labelOf={conditionLabelOf} frame={group('Condition')} />}
      <RefinementList attribute="make" visible={MAKES_VISIBLE} moreLabel="Show all makes" foldedCount={settings.otherMakesCount ? 'Other' : undefined} frame={group('Make', true)} />
      <RefinementList
        attribute="make_model"
        limit={MODEL_LIMIT}
        keep={(value) => makeOf(value) !== undefined}
        labelOf={(value) => value.slice((makeOf(value) ?? '').length).trim() || value}
        frame={group('Model', true)}
      />
      <RefinementList attribute="body" limit={settings.bodyTiles} labelOf={bodyLabel} frame={group('Body Type', true)} />
      <Group title="Price" open>
        <RangeFilter attribute="price" label="Price" format="price" />
      </Group>
      {settings.weeklyRepayment && (
        // The repayment each car's page states (its index record's weekly_repayment), so
        // "under $150 a week" finds the cars whose pages say $150 or less. Open when a link set it.
        <Group title="Weekly Repayment" open={refinesWeeklyRepayment(indexUiState)}>
          <RangeFilter attribute="weekly_repayment" label="Weekly repayment" format="weekly" />
        </Group>
      )}
      <Group title="Budget" lazy>
        <BudgetFilter usedCarPrefix={usedCarPrefix} noun={noun} settings={settings} />
      </Group>
      <Group title="Kilometres">
        <RangeFilter attribute="km" label="Kilometres" format="km" />
      </Group>
      <RefinementList attribute="year" frame={group('Year')} />
      <RefinementList attribute="transmission" frame={group('Transmission')} />
      <RefinementList attribute="fuel" frame={group('Fuel Type')} />
      <RefinementList attribute="colour" frame={group('Colour')} />
      <RefinementList attribute="city" frame={group('City')} />
      <RefinementList attribute="location_name" frame={group('Dealership')} />
      <RefinementList attribute="filtered_features" frame={group('Features')} />
      <ShowMeButton noun={noun} />
    </div>
  );
}
