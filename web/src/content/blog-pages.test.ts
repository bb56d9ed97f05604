import { describe, expect, it } from 'vitest';
import { blogPageHref, blogPageSlice, parseBlogPage } from './blog-pages';

describe('parseBlogPage', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['3', 3],
    [['2', '5'], 2],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    ['01', null],
    ['9999999', null],
  ] as const)('%j → %j', (value, page) => {
    expect(parseBlogPage(value as string | string[] | undefined)).toBe(page);
  });
});

describe('blogPageSlice', () => {
  const posts = Array.from({ length: 20 }, (_, i) => i + 1);

  it('slices pages of nine, newest first as given', () => {
    expect(blogPageSlice(posts, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3 });
    expect(blogPageSlice(posts, 3)).toEqual({ items: [19, 20], page: 3, pageCount: 3 });
  });

  it('has no page past the last, but an empty blog has page 1', () => {
    expect(blogPageSlice(posts, 4)).toBeNull();
    expect(blogPageSlice([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(blogPageSlice([], 2)).toBeNull();
  });
});

describe('blogPageHref', () => {
  it('gives page 1 the bare path', () => {
    expect(blogPageHref('/blog', 1)).toBe('/blog');
    expect(blogPageHref('/blog/vehicle-reviews', 2)).toBe('/blog/vehicle-reviews?page=2');
  });
});
