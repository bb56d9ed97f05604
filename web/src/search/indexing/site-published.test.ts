import { describe, expect, it, vi } from 'vitest';
import type { SearchPort } from '../port/search-port';
import { afterSitePublished } from './site-published';

const port = {} as SearchPort;
const deps = () => ({
  repayments: vi.fn(async (_port: SearchPort, _site: string) => 0),
  listings: vi.fn(async (_port: SearchPort, _site: string) => undefined),
});

describe('afterSitePublished', () => {
  it('re-indexes the site\'s directory and offers once for its published offers and models', async () => {
    const spy = deps();
    await afterSitePublished(port, [{ _type: 'offer', site: 'riverside-toyota' }, { _type: 'model', site: 'riverside-toyota' }, { _type: 'offer', site: 'valley-used-cars' }], spy);
    expect(spy.listings.mock.calls.map(([, site]) => site)).toEqual(['riverside-toyota', 'valley-used-cars']);
    expect(spy.repayments).not.toHaveBeenCalled();
  });

  it('re-derives repayments and listings for a published site document, and nothing for a blog post', async () => {
    const spy = deps();
    await afterSitePublished(port, [{ _type: 'site', site: 'metro-motor-group' }, { _type: 'blogPost', site: 'metro-motor-group' }], spy);
    expect(spy.repayments.mock.calls.map(([, site]) => site)).toEqual(['metro-motor-group']);
    expect(spy.listings.mock.calls.map(([, site]) => site)).toEqual(['metro-motor-group']);
    const none = deps();
    await afterSitePublished(port, [{ _type: 'blogPost', site: 'metro-motor-group' }, { _type: 'offer', site: null }], none);
    expect(none.listings).not.toHaveBeenCalled();
  });
});
