import type { SearchClient } from 'instantsearch.js';
import { describe, expect, it, vi } from 'vitest';
import { createSearchClient, SERVER_SEARCH, withResponseCache } from './search-client';

const request = (query: string) => [{ indexName: 'Car_production', params: { query } }];

describe('withResponseCache', () => {
  it('answers a repeated multi-query from memory, keeping the last 10', async () => {
    const search = vi.fn(async (requests: Array<{ params: { query: string } }>) => ({ results: [{ query: requests[0]!.params.query }] }));
    const client = withResponseCache({ search } as unknown as SearchClient);
    const run = (query: string) => client.search(request(query) as never);

    expect(await run('a')).toEqual({ results: [{ query: 'a' }] });
    await run('a');
    expect(search).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 10; i += 1) await run(`q${i}`);
    expect(search).toHaveBeenCalledTimes(11);
    await run('a'); // evicted: the oldest of 11
    expect(search).toHaveBeenCalledTimes(12);
    await run('q9');
    expect(search).toHaveBeenCalledTimes(12);
  });

  it('shares a search under way and treats page 0 as no page', async () => {
    let resolve: (value: unknown) => void = () => {};
    const search = vi.fn(() => new Promise((r) => (resolve = r)));
    const client = withResponseCache({ search } as unknown as SearchClient);
    const first = client.search([{ indexName: 'Car_production', params: { query: 'a', page: 0 } }] as never);
    const second = client.search([{ indexName: 'Car_production', params: { query: 'a' } }] as never);
    resolve({ results: [] });
    expect(await first).toEqual(await second);
    expect(search).toHaveBeenCalledTimes(1);
    const other = client.search([{ indexName: 'Car_production', params: { query: 'a', page: 1 } }] as never);
    expect(search).toHaveBeenCalledTimes(2);
    resolve({ results: [] });
    await other;
  });

  it('does not keep failures', async () => {
    const search = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ results: [] });
    const client = withResponseCache({ search } as unknown as SearchClient);
    await expect(client.search(request('a') as never)).rejects.toThrow('down');
    await expect(client.search(request('a') as never)).resolves.toEqual({ results: [] });
  });
});

describe('createSearchClient on the server', () => {
  it('searches in process for the page\'s tenant, never over HTTP', async () => {
    const server = vi.fn(async () => ({ results: [{ nbHits: 3 }] }));
    const holder = globalThis as { [SERVER_SEARCH]?: unknown };
    holder[SERVER_SEARCH] = server;
    try {
      const client = createSearchClient({ kind: 'local' }, 'riverside-toyota');
      expect(await client.search(request('x') as never)).toEqual({ results: [{ nbHits: 3 }] });
      expect(server).toHaveBeenCalledWith('riverside-toyota', request('x'));
    } finally {
      delete holder[SERVER_SEARCH];
    }
    expect(() => createSearchClient({ kind: 'local' }, 'riverside-toyota')).toThrow(/registerServerSearch/);
  });
});
