import { beforeEach, describe, expect, it, vi } from 'vitest';

const disable = vi.fn();
vi.mock('next/headers', () => ({ draftMode: async () => ({ disable, isEnabled: true }) }));

const { GET } = await import('./route');

const url = 'http://riverside-toyota.localhost:3000/api/draft-mode/disable';
const location = (response: Response) => response.headers.get('location');

describe('GET /api/draft-mode/disable', () => {
  beforeEach(() => disable.mockClear());

  it('switches draft mode off and returns to the redirect path', async () => {
    const response = await GET(new Request(`${url}?redirect=/blog`));
    expect(disable).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/blog');
  });

  it('returns to the page the exit link was on (same host only)', async () => {
    const same = await GET(new Request(url, { headers: { referer: 'http://riverside-toyota.localhost:3000/pages/eofy?x=1' } }));
    expect(location(same)).toBe('/pages/eofy?x=1');
    const other = await GET(new Request(url, { headers: { referer: 'https://evil.example/phish' } }));
    expect(location(other)).toBe('/');
    // The tenant's host travels in the Host header when request.url names the server.
    const rewritten = await GET(new Request('http://127.0.0.1:3000/api/draft-mode/disable', {
      headers: { host: 'riverside-toyota.localhost:3000', referer: 'http://riverside-toyota.localhost:3000/blog' },
    }));
    expect(location(rewritten)).toBe('/blog');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example'])('refuses the off-site redirect %s', async (redirect) => {
    expect(location(await GET(new Request(`${url}?redirect=${encodeURIComponent(redirect)}`)))).toBe('/');
  });

  it('follows /%09/evil.com nowhere off-site, and answers CR/LF or non-Latin-1 redirects without a 500', async () => {
    expect(location(await GET(new Request(`${url}?redirect=/%09/evil.com`)))).toBe('/');
    expect(location(await GET(new Request(`${url}?redirect=/x%0D%0ALocation:%20//evil.com`)))).toBe('/');
    expect(location(await GET(new Request(`${url}?redirect=/cars/${encodeURIComponent('✓')}`)))).toBe('/cars/%E2%9C%93');
  });
});
