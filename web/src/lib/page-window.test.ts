import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 4, [1, 2, 3, 4]],
    [1, 10, [1, 2, 3, 10]],
    [6, 10, [1, 4, 5, 6, 7, 8, 10]],
    [5, 10, [1, 3, 4, 5, 6, 7, 10]],
    [10, 10, [1, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
  ])('page %d of %d → %j', (current, total, pages) => expect(pageWindow(current, total)).toEqual(pages));
});
