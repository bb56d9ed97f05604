import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig } from '@/content/site';
import { searchVehicles } from '@/search/search-service';
import { sitemapPaths, sitemapXml } from '@/sitemap/sitemap';
import { searchVocabulary } from '@/search/server/vehicle-search';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { siteForHost } from '@/tenancy/site-for-host';

/** SPEC 9 pagination stops at 2000 hits; a sitemap of that many vehicles is plenty per tenant. */
const MAX_VEHICLES = 2000;

/** The tenant's sitemap.xml (by Host): search landing pages and every listed vehicle. */
export async function GET(request: NextRequest) {
  const resolution = await siteForHost(request.headers.get('host'));
  if (resolution.kind !== 'site') return new NextResponse('Not found', { status: 404 });
  const site = await getSiteConfig(resolution.slug);
  if (!site) return new NextResponse('Not found', { status: 404 });

  const vehicleSlugs: string[] = [];
  for (let page = 0; page * 1000 < MAX_VEHICLES; page += 1) {
    const { hits, nbHits } = await searchVehicles(site, { hitsPerPage: 1000, page });
    vehicleSlugs.push(...hits.map((hit) => hit.slug));
    if ((page + 1) * 1000 >= nbHits) break;
  }
  const paths = sitemapPaths({
    carTypes: site.carTypes,
    usedCarPrefix: site.routes.usedCarPrefix ?? null,
    vocabulary: await searchVocabulary(site),
    vehicleSlugs,
  });
  return new NextResponse(sitemapXml(canonicalOrigin(site), paths), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
