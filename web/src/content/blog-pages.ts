/**
 * Pagination of the blog lists (/blog, /blog/vehicle-reviews): three rows of three cards a page,
 * `?page=N` from 2 on. Pure, so the page parameter's edge cases are table-tested.
 */
export const BLOG_PAGE_SIZE = 9;

export type BlogPageSlice<T> = { items: T[]; page: number; pageCount: number };

/**
 * The page number a `?page=` value asks for: absent means 1; anything but a whole number from 1
 * up is not a page of the blog (null, and the route answers 404 rather than guessing).
 */
export function parseBlogPage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^[1-9]\d{0,5}$/.test(text)) return null;
  return Number(text);
}

/** The cards of one page, or null past the last page (page 1 of an empty blog exists). */
export function blogPageSlice<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): BlogPageSlice<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** The URL of page `page` of a blog list: page 1 has no parameter (one canonical URL). */
export function blogPageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
