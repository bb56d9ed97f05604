import { bodyLabel } from '@/search/body-label';
import { DIRECTORY_ATTRIBUTES, type DirectoryState } from './directory-request';
import type { FacetCounts } from './listing-request';

export const DIRECTORY_HEADING = 'Browse Models';

/**
 * "SUV Models", "Toyota Models", "Toyota SUV Models". Only values the tenant's directory really
 * has go into the heading, so a crafted URL cannot put words of its choosing on a dealer's page.
 */
export function directoryHeading(state: Pick<DirectoryState, 'manufacturer' | 'body'>, facets: FacetCounts): string {
  const known = (attribute: string, value: string | null) => (value && facets[attribute]?.[value] ? value : null);
  const manufacturer = known(DIRECTORY_ATTRIBUTES.manufacturer, state.manufacturer);
  const body = known(DIRECTORY_ATTRIBUTES.body, state.body);
  const words = [manufacturer, body && bodyLabel(body)].filter(Boolean);
  return words.length > 0 ? `${words.join(' ')} Models` : DIRECTORY_HEADING;
}
