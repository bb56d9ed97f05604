'use client';

import { useRange, useRefinementList } from 'react-instantsearch';
import type { ListAttribute, RangeAttribute } from '@/search/refinements';

function VirtualList({ attribute }: { attribute: ListAttribute }) {
  useRefinementList({ attribute });
  return null;
}

function VirtualRange({ attribute }: { attribute: RangeAttribute }) {
  useRange({ attribute });
  return null;
}

/**
 * InstantSearch drops state no widget owns. Refinements the panel does not show (car type on
 * single-type dealers, dealership from a /search/{dealer} path, `badge=` from a link) still
 * filter: these invisible widgets hold them.
 */
export function VirtualRefinements({ lists, ranges }: { lists: readonly ListAttribute[]; ranges: readonly RangeAttribute[] }) {
  return (
    <>
      {lists.map((attribute) => <VirtualList key={attribute} attribute={attribute} />)}
      {ranges.map((attribute) => <VirtualRange key={attribute} attribute={attribute} />)}
    </>
  );
}
