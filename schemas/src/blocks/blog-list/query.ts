import { IMAGE_PROJECTION } from '../shared';

/** `^` is the section, `^.^` the page: posts of the page's own site only. Sliced to `limit` in the contract. */
export const BLOG_LIST_PROJECTION = `heading, category, limit,
  "posts": *[_type == "blogPost" && site._ref == ^.^.site._ref && (!defined(^.category) || category == ^.category)] | order(publishedAt desc) [0...12] {
    _id, "href": "/blog/" + slug.current, "heading": title, description, "date": publishedAt,
    "image": select(defined(image.asset) => image ${IMAGE_PROJECTION})
  }`;
