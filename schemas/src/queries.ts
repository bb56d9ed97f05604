import { defineQuery } from 'groq';
import { IMAGE_PROJECTION } from './blocks/shared';
import { BLOG_CARD_PROJECTION } from './blocks/blog-list/query';
import { BLOCK_PROJECTIONS } from './blocks/block-queries.generated';

/** Projection shared by every image field: the asset URL works for the CDN and the local dataset. */
const image = IMAGE_PROJECTION;

/** All sites, for host routing and the directory page. */
export const SITE_ROUTES_QUERY = defineQuery(`*[_type == "site"] | order(name asc) {
  "slug": slug.current, name, "domains": coalesce(domains, [])
}`);

/** The full site config for one tenant (validated by `siteConfig` in ./content/site). */
export const SITE_CONFIG_QUERY = defineQuery(`*[_type == "site" && slug.current == $site][0] {
  ...,
  "slug": slug.current,
  "locationOrder": coalesce(locationOrder[]._ref, []),
  "logo": logo { text, mark, "image": image ${image} },
  "megaMenu": megaMenu {
    title,
    "columns": columns[] { title, "links": links[] { label, href, "logoUrl": logo.asset->url } }
  }
}`);

/**
 * One page of a site by slug ("home" for the home page), sections in order. Each section is
 * projected by its own block's projection (schemas/src/blocks/<block>/query.ts, gathered by the
 * generated block manifest); a section of an unknown type keeps only `_type` and `_key` and
 * renders the visible fallback.
 */
export const PAGE_QUERY = defineQuery(`*[_type == "page" && site._ref == $siteId && slug.current == $slug][0] {
  _id, title, "slug": slug.current, seo,
  "sections": coalesce(sections, [])[] {
    _type, _key, ${BLOCK_PROJECTIONS}
  }
}`);

/** Visible locations of a site, sorted by name (the spec's default order; the site's own order is applied in code). */
export const LOCATIONS_QUERY = defineQuery(`*[_type == "location" && site._ref == $siteId && visible != false] | order(name asc) {
  ...,
  "slug": slug.current,
  "siteSlug": site->slug.current,
  "dealershipName": dealership->name,
  "image": select(defined(image) => image ${image})
}`);

/** The brands of a site by name (SPEC 3 Brand entry): /brands, brand pages and the brand menu. */
export const BRANDS_QUERY = defineQuery(`*[_type == "brand" && site._ref == $siteId] | order(title asc) {
  _id, title, "slug": slug.current, description, vehicleType, skipPage, externalUrl,
  "logo": select(defined(logo.asset) => logo ${image}),
  "banner": select(defined(banner.asset) => banner ${image})
}`);

/** Active promo nodes of a site (the date and car-type rules are applied in code). */
export const PROMO_NODES_QUERY = defineQuery(`*[_type == "promoNode" && site._ref == $siteId] | order(position asc) {
  _id, title, start, expiry, position, display, strictDisplay,
  "node": node { heading, body, href, ctaLabel, "image": select(defined(image.asset) => image ${image}) }
}`);

/** Every model of a site with its manufacturer: the models directory's index records. */
export const DIRECTORY_MODELS_QUERY = defineQuery(`*[_type == "model" && site._ref == $siteId && defined(manufacturer._ref)] | order(name asc) {
  _id, name, "slug": slug.current, body, overrideUrl, accessoriesCount,
  "image": select(defined(image.asset) => image ${image}),
  "manufacturer": manufacturer-> { _id, name, "slug": slug.current, "logo": select(defined(logo.asset) => logo ${image}) }
}`);

/** Every offer of a site (expiry is applied at query time, so an offer ends on the second). */
export const OFFERS_QUERY = defineQuery(`*[_type == "offer" && site._ref == $siteId] | order(validFrom desc) {
  _id, title, "siteSlug": site->slug.current, categories, summary, price, priceLabel, validFrom, validUntil, terms, href,
  "image": select(defined(image.asset) => image ${image}),
  "model": model-> { name, "slug": slug.current, "manufacturer": manufacturer->name }
}`);

/**
 * A site's blog cards, newest first, optionally one category ($category null for all). The page
 * is sliced in code: groq-js (the embedded adapter) only slices by constant numbers, and a
 * dealer's blog is at most a few hundred posts.
 */
export const BLOG_POSTS_QUERY = defineQuery(`*[_type == "blogPost" && site._ref == $siteId && ($category == null || category == $category)] | order(publishedAt desc, _id asc) [0...1000] {
  ${BLOG_CARD_PROJECTION}
}`);

/** One blog article of a site by slug (validated by `blogPost` in ./content/blog). */
export const BLOG_POST_QUERY = defineQuery(`*[_type == "blogPost" && site._ref == $siteId && slug.current == $slug][0] {
  _id, "slug": slug.current, title, description, publishedAt, "updatedAt": _updatedAt, category, author, body, seo,
  "image": select(defined(image.asset) => image ${image})
}`);

/** One spin-to-win promotion of a site, with the prizes' weights the server draws from (`spinPromotion` in ./content/spin-promotion). */
export const SPIN_PROMOTION_QUERY = defineQuery(`*[_type == "spinPromotion" && site._ref == $siteId && _id == $id][0] {
  _id, title, endsAt, terms, "prizes": prizes[] { _key, label, description, weight }
}`);
