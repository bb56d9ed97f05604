import type { SiteConfig } from '@dealer/schemas/content/site';
import { describe, expect, it } from 'vitest';
import { cardSaveActions, type CardCar } from './card-save-actions';

const site = (features: Partial<SiteConfig['features']>) => ({ features: { compare: true, favourites: true, watchlist: true, shortlistCondition: 'inStock', ...features } }) as Pick<SiteConfig, 'features'>;
const car = (overrides: Partial<CardCar> = {}): CardCar => ({
  id: 7, slug: 'a-car-7', status: 'in_stock', car_type: 'used', price: 19990, photos_count: 4, year: 2021, make: 'Kia', model: 'Cerato', badge: 'Sport', series: null,
  ...overrides,
} as CardCar);

describe('cardSaveActions', () => {
  it('names only the buttons that show (each card sends it to the browser)', () => {
    expect(cardSaveActions(site({}), car())).toEqual({ compare: true, favourite: true, watchlist: true });
    expect(cardSaveActions(site({ compare: false }), car())).toEqual({ favourite: true, watchlist: true });
  });

  it('marks a sold car, which keeps Save only for a shopper who already saved it', () => {
    expect(cardSaveActions(site({}), car({ status: 'sold' }))).toEqual({ watchlist: true, sold: true });
  });

  it('is null when no button shows', () => {
    expect(cardSaveActions(site({ compare: false, favourites: false, watchlist: false }), car())).toBeNull();
    expect(cardSaveActions(site({ watchlist: false }), car({ status: 'sold' }))).toBeNull();
  });
});
