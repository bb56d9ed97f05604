import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { deliverWatchlistAlerts, optOutByToken } from '@/identity/alerts/alert-outbox';
import { localSmsInbox } from '@/ports/messaging/local-sms-inbox';
import { updateVehicle } from '@/vehicles/vehicle-repository';
import { leadTestSite, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const site = leadTestSite({ name: 'Alpha Motors' });
let handle: OpenDatabase;

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([
    vehicleRow({ id: 301, site_slug: 'alpha', price: 40000 }),
    vehicleRow({ id: 302, site_slug: 'alpha', price: 25000 }),
    vehicleRow({ id: 303, site_slug: 'alpha', price: 20000 }),
  ]).execute();
  const watch = (user: string, phone: string, car: number) => ({ site_slug: 'alpha', user_id: user, phone, car_id: car, price_at_save: '40000' });
  await handle.db.insertInto('watchlist').values([
    watch('00000000-0000-4000-8000-000000000001', '0411000001', 301),
    watch('00000000-0000-4000-8000-000000000002', '0411000002', 301),
    watch('00000000-0000-4000-8000-000000000001', '0411000001', 302),
    watch('00000000-0000-4000-8000-000000000003', '0411000003', 303),
  ]).execute();
});
afterAll(async () => handle?.close());

const deliver = () => deliverWatchlistAlerts({ db: handle.db, sms: async () => localSmsInbox(handle.db), site: async (slug) => (slug === 'alpha' ? site : null) });
const inbox = (phone: string) => handle.db.selectFrom('sms_inbox').selectAll().where('to_phone', '=', phone).where('kind', '=', 'alert').execute();

describe('watchlist alerts', () => {
  it('queues one alert per watcher when the price drops, in the change\'s own transaction, and sends each once', async () => {
    await updateVehicle(handle.db, 'alpha', 301, { price: 38000 });
    expect(await handle.db.selectFrom('watchlist_alerts').select(['phone', 'kind', 'status']).where('car_id', '=', 301).orderBy('phone').execute()).toEqual([
      { phone: '0411000001', kind: 'price_drop', status: 'pending' },
      { phone: '0411000002', kind: 'price_drop', status: 'pending' },
    ]);
    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);
    const [message] = await inbox('0411000002');
    expect(message?.body).toMatch(/^Alpha Motors: the 2022 Toyota HiLux SR5 on your watchlist dropped from \$40,000 to \$38,000\. https:\/\/www\.alpha\.example\/cars\/car-301 Stop these alerts: https:\/\/www\.alpha\.example\/watchlist\/alerts-off\?token=[0-9a-f-]{36}$/);
  });

  it('sends at most one alert per car a day, and none for a rise or an unrelated change', async () => {
    await updateVehicle(handle.db, 'alpha', 301, { price: 36000 });
    await updateVehicle(handle.db, 'alpha', 301, { reserved: true });
    await updateVehicle(handle.db, 'alpha', 302, { price: 26000 });
    await updateVehicle(handle.db, 'alpha', 302, { show_on_dealer_website: true });
    expect(await deliver()).toBe(0);
    expect(await inbox('0411000001')).toHaveLength(1);
  });

  it('offers similar cars when a watched car sells', async () => {
    await updateVehicle(handle.db, 'alpha', 302, { status: 'sold' });
    expect(await deliver()).toBe(1);
    const messages = await inbox('0411000001');
    expect(messages.map((m) => m.body).find((b) => b.includes('has sold'))).toMatch(/Similar cars: https:\/\/www\.alpha\.example\/search\/toyota\/hilux/);
  });

  it('stops alerts from the message\'s link, without signing in', async () => {
    const alert = await handle.db.selectFrom('watchlist_alerts').select('opt_out_token').where('phone', '=', '0411000002').executeTakeFirstOrThrow();
    expect(await optOutByToken(handle.db, 'beta', alert.opt_out_token)).toBe(false);
    expect(await optOutByToken(handle.db, 'alpha', 'not-a-token')).toBe(false);
    expect(await optOutByToken(handle.db, 'alpha', alert.opt_out_token)).toBe(true);
    await handle.db.insertInto('watchlist').values({ site_slug: 'alpha', user_id: '00000000-0000-4000-8000-000000000002', phone: '0411000002', car_id: 303, price_at_save: '20000' }).execute();
    await updateVehicle(handle.db, 'alpha', 303, { price: 19000 });
    expect(await handle.db.selectFrom('watchlist_alerts').select('phone').where('car_id', '=', 303).execute()).toEqual([{ phone: '0411000003' }]);
  });
});
