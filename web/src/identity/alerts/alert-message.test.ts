import { describe, expect, it } from 'vitest';
import { alertMessage } from './alert-message';

const facts = { siteName: 'Metro Motor Group', carName: '2021 Toyota HiLux SR5', oldPrice: 45990, newPrice: 43990, carUrl: 'http://m/cars/x', similarUrl: 'http://m/search/toyota/hilux', optOutUrl: 'http://m/watchlist/alerts-off?token=t' };

describe('watchlist alert text', () => {
  it('gives the new price of a price drop, with the car and the opt-out link', () => {
    expect(alertMessage({ ...facts, kind: 'price_drop' })).toBe('Metro Motor Group: the 2021 Toyota HiLux SR5 on your watchlist dropped from $45,990 to $43,990. http://m/cars/x Stop these alerts: http://m/watchlist/alerts-off?token=t');
  });

  it('offers similar cars when the car is reserved or sold', () => {
    expect(alertMessage({ ...facts, kind: 'reserved' })).toContain('has just been reserved. Similar cars: http://m/search/toyota/hilux');
    expect(alertMessage({ ...facts, kind: 'sold' })).toContain('has sold. Similar cars: http://m/search/toyota/hilux Stop these alerts:');
  });
});
