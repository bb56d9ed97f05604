import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@/content/site';
import { isMissingPage, singleParam, type PageRequest } from './missing-page';

const request = (pathname: string, query = ''): PageRequest => ({
  pathname,
  searchParams: new URLSearchParams(query),
  site: { slug: 'riverside-toyota' } as SiteConfig,
  cookies: { get: () => undefined },
  shopperId: null,
});

describe('isMissingPage', () => {
  it('is missing when any check says so, and asks no further', async () => {
    const asked: string[] = [];
    const checks = [
      ({ pathname }: PageRequest) => (asked.push('first'), pathname === '/my-garage'),
      async () => (asked.push('second'), false),
    ];
    expect(await isMissingPage(checks, request('/my-garage'))).toBe(true);
    expect(asked).toEqual(['first']);
    expect(await isMissingPage(checks, request('/cars'))).toBe(false);
    expect(asked).toEqual(['first', 'first', 'second']);
  });

  it('leaves the decision to the page when a check cannot answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = async () => {
      throw new Error('connection refused');
    };
    expect(await isMissingPage([down], request('/online-payment', 'payment=1'))).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/online-payment'), 'connection refused');
    error.mockRestore();
  });
});

describe('singleParam', () => {
  it('reads a parameter given once, and nothing of one given twice or not at all', () => {
    expect(singleParam(new URLSearchParams('payment=abc'), 'payment')).toBe('abc');
    expect(singleParam(new URLSearchParams('payment=a&payment=b'), 'payment')).toBeUndefined();
    expect(singleParam(new URLSearchParams('reference=x'), 'payment')).toBeUndefined();
  });
});
