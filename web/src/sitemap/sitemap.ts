import { toSlug } from '@/routes/vehicle-links';
import { searchStateHref } from '../search/search-href';
import { EMPTY_STATE, type SearchState } from '../search/refinements';
import type { SearchVocabulary } from '../search/search-path';

/**
 * The paths of a tenant's sitemap: the search landing pages (all stock, each car type, each make,
 * make/model and body) and every listed vehicle. Pure: the route supplies vocabulary and slugs.
 */
export function sitemapPaths(input: {
  carTypes: ReadonlyArray<'new' | 'demo' | 'used'>;
  usedCarPrefix: string | null;
  vocabulary: Pick<SearchVocabulary, 'makes' | 'makeModels' | 'bodies'>;
  vehicleSlugs: readonly string[];
}): string[] {
  const options = { usedCarPrefix: input.usedCarPrefix };
  const href = (lists: SearchState['lists']) => searchStateHref({ ...EMPTY_STATE, lists }, options);
  const paths = new Set<string>(['/', '/cars', href({})]);
  if (!input.usedCarPrefix && input.carTypes.length > 1) for (const type of input.carTypes) paths.add(href({ car_type: [type] }));
  for (const make of input.vocabulary.makes) {
    if (!toSlug(make)) continue;
    paths.add(href({ make: [make] }));
    for (const makeModel of input.vocabulary.makeModels) {
      if (makeModel.startsWith(`${make} `)) paths.add(href({ make: [make], make_model: [makeModel] }));
    }
  }
  for (const body of input.vocabulary.bodies) if (toSlug(body)) paths.add(href({ body: [body] }));
  for (const slug of input.vehicleSlugs) paths.add(`/cars/${encodeURIComponent(slug)}`);
  return [...paths];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
