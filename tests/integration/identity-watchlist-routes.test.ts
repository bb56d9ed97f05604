import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleWatchlistChange, handleWatchlistIds } from '@/identity/server/watchlist-routes';
import { watchlistEntries } from '@/identity/server/watchlist-store';
import { identityTestApp, signedInCookie, type IdentityTestApp } from '../support/identity-fixtures';
import { leadTestSite, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const sites = { 'alpha.localhost': leadTestSite(), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'site-beta' }) };
const PHONE = '0411222333';
let handle: OpenDatabase;
let app: IdentityTestApp;
let cookie: string;

beforeAll(async () => {
  handle = await openMigratedPglite();
  app = await identityTestApp(handle, sites);
  await handle.db.insertInto('vehicles').values([
    vehicleRow({ id: 101, site_slug: 'alpha', price: 30000 }),
    vehicleRow({ id: 102, site_slug: 'alpha', status: 'sold' }),
    vehicleRow({ id: 201, site_slug: 'beta' }),
  ]).execute();
  cookie = await signedInCookie(app, handle, 'alpha.localhost', 'alpha', PHONE);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const change = (kind: 'save' | 'remove', body: unknown, options: { host?: string; cookie?: string | null } = {}) => {
  const host = options.host ?? 'alpha.localhost';
  const headers: Record<string, string> = { host, 'content-type': 'application/json', 'x-dealer-socket-address': '192.0.2.201' };
  if (options.cookie !== null) headers.cookie = options.cookie ?? cookie;
  return handleWatchlistChange(kind, new Request(`http://${host}/api/watchlist/${kind}-car`, { method: 'POST', body: JSON.stringify(body), headers }), app.deps);
};
const ids = async (host = 'alpha.localhost', withCookie = cookie) =>
  (await handleWatchlistIds(new Request(`http://${host}/api/watchlist`, { headers: { host, cookie: withCookie } }), app.deps)).json();

describe('POST /api/watchlist/save-car and /remove-car', () => {
  it('saves a car for the session\'s shopper with its price then, and removes it', async () => {
    expect(await (await change('save', { phone_number: '+61 411 222 333', car_id: 101 })).json()).toEqual({ success: true });
    expect(await ids()).toMatchObject({ signedIn: true, phone: PHONE, ids: [101] });
    const owner = (await handle.db.selectFrom('auth_users').select('id').where('site_slug', '=', 'alpha').executeTakeFirstOrThrow()).id;
    expect(await watchlistEntries(handle.db, { siteSlug: 'alpha', userId: owner })).toMatchObject([{ id: 101, price: 30000, priceAtSave: 30000, status: 'in_stock' }]);
    expect(await (await change('remove', { phone_number: PHONE, car_id: 101 })).json()).toEqual({ success: true });
    expect(await ids()).toMatchObject({ ids: [] });
  });

  it('refuses a signed-out visitor (401) and a body phone that is not the session\'s (403)', async () => {
    const signedOut = await change('save', { phone_number: PHONE, car_id: 101 }, { cookie: null });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ success: false, error: 'Please sign in first.' });
    const otherPhone = await change('save', { phone_number: '0499888777', car_id: 101 });
    expect(otherPhone.status).toBe(403);
    expect(await otherPhone.json()).toEqual({ success: false, error: 'This phone number is not the one you signed in with.' });
  });

  it('saves only this site\'s listed cars, and a sold car only if it was saved before', async () => {
    expect((await change('save', { car_id: 201 })).status).toBe(404);
    expect((await change('save', { car_id: 'x' })).status).toBe(400);
    const sold = await change('save', { car_id: 102 });
    expect(sold.status).toBe(409);
    expect(await sold.json()).toEqual({ success: false, error: 'This car has been sold, so it can no longer be saved.' });
  });

  it('lets no other tenant\'s host read or change this shopper\'s watchlist', async () => {
    await change('save', { car_id: 101 });
    expect(await ids('beta.localhost')).toEqual({ signedIn: false, phone: null, ids: [] });
    expect((await change('remove', { car_id: 101 }, { host: 'beta.localhost' })).status).toBe(401);
    expect(await ids()).toMatchObject({ ids: [101] });
  });
});
