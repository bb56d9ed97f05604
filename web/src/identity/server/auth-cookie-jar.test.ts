import { describe, expect, it } from 'vitest';
import { authCookieJar } from './auth-cookie-jar';

describe('auth cookie jar', () => {
  it('reads the request cookies and writes changes with the cache headers @supabase/ssr passes', async () => {
    const jar = authCookieJar('a=1; sb-shopper-auth-token=old');
    expect(jar.methods.getAll()).toEqual([{ name: 'a', value: '1' }, { name: 'sb-shopper-auth-token', value: 'old' }]);
    await jar.methods.setAll!([
      { name: 'sb-shopper-auth-token', value: 'new', options: { path: '/', httpOnly: true } },
      { name: 'sb-shopper-auth-token.0', value: '', options: { path: '/', maxAge: 0 } },
    ], { 'Cache-Control': 'private, no-store', Expires: '0' });
    expect(jar.changed()).toBe(true);
    expect(jar.cookieHeader()).toBe('a=1; sb-shopper-auth-token=new');
    const headers = new Headers();
    jar.applyTo(headers);
    expect(headers.getSetCookie()).toEqual(['sb-shopper-auth-token=new; Path=/; HttpOnly', 'sb-shopper-auth-token.0=; Max-Age=0; Path=/']);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a response alone when nothing changed', () => {
    const jar = authCookieJar(null);
    const headers = new Headers();
    jar.applyTo(headers);
    expect(jar.changed()).toBe(false);
    expect([...headers]).toEqual([]);
  });
});
