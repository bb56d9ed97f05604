import type { NewVehicleRow } from '@dealer/migrations/database-types';

/** A minimal valid vehicle row; override what a test is about. */
export function vehicleRow(overrides: Partial<NewVehicleRow> & Pick<NewVehicleRow, 'id' | 'site_slug'>): NewVehicleRow {
  const now = new Date('2026-11-01T00:00:00Z');
  return {
    dealership_slug: `${overrides.site_slug}-dealer`,
    dealership_id: 1,
    location_slug: `${overrides.site_slug}-main`,
    slug: `car-${overrides.id}`,
    name: `2022 Toyota HiLux SR5 ${overrides.id}`,
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    item_type: 'car',
    car_type: 'used',
    reserved: false,
    certified: false,
    preorder: false,
    checkout_enabled: false,
    trade_in_permitted: true,
    show_on_dealer_website: true,
    status: 'in_stock',
    price: 45990,
    km: 42000,
    stocknum: `S${overrides.id}`,
    images: JSON.stringify([{ url: '/demo-stock/ute-white-1.jpg', thumb: { url: '/demo-stock/ute-white-1.jpg' } }]),
    standard_equipment: JSON.stringify(['Reversing camera']),
    features: JSON.stringify([]),
    custom_rank: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}
