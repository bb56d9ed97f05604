import { IMAGE_PROJECTION } from '../shared';

/** One blog card (SPEC.md 3: href, heading, image, description, date); the /blog pages use it too. */
export const BLOG_CARD_PROJECTION = `_id, "href": "/blog/" + slug.current, "heading": title, description, "date": publishedAt,
    "image": select(defined(image.asset) => image ${IMAGE_PROJECTION})`;

/** `^` is the section, `^.^` the page: posts of the page's own site only. Sliced to `limit` in the contract. */
export const BLOG_LIST_PROJECTION = `heading, category, limit,
  "posts": *[_type == "blogPost" && site._ref == ^.^.site._ref && (!defined(^.category) || category == ^.category)] | order(publishedAt desc) [0...12] {
    ${BLOG_CARD_PROJECTION}
  }`;
