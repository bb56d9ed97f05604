import { describe, expect, it } from 'vitest';
import { cardTag, type CardTagOptions, type TaggedVehicle } from './card-tag';

const now = new Date('2025-07-10T00:00:00Z');
const daysAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000);
const old = daysAgo(30);

const car = (overrides: Partial<TaggedVehicle>): TaggedVehicle => ({
  status: 'in_stock', car_type: 'new', reserved: false, certified: false, tag: null, fuel: 'Petrol', simple_fuel: 'Petrol', created_at: old, ...overrides,
});
const options: CardTagOptions = { electricTag: true, certifiedPreOwned: true, soldTagText: 'JUST SOLD', now };

describe('cardTag', () => {
  it.each<[string, Partial<TaggedVehicle>, Partial<CardTagOptions>, ReturnType<typeof cardTag>]>([
    ['electric first when the site enables it', { simple_fuel: 'Electric', reserved: true, tag: 'Hot' }, {}, { kind: 'electric', label: 'Electric' }],
    ['hybrid from the fuel text', { simple_fuel: 'Petrol', fuel: 'Petrol Hybrid', reserved: true }, {}, { kind: 'hybrid', label: 'Hybrid' }],
    ['plug-in hybrid is a hybrid', { simple_fuel: 'Plug-in Hybrid Electric' }, {}, { kind: 'hybrid', label: 'Hybrid' }],
    ['electric ignored when the site disables it', { simple_fuel: 'Electric', reserved: true }, { electricTag: false }, { kind: 'reserved', label: 'Reserved' }],
    ['reserved beats certified', { car_type: 'used', reserved: true, certified: true }, {}, { kind: 'reserved', label: 'Reserved' }],
    ['certified used car gets the badge, beating the own tag', { car_type: 'used', certified: true, tag: 'Low Kms' }, {}, { kind: 'certified', label: 'Certified Pre-Owned' }],
    ['no certified badge where the site has no programme', { car_type: 'used', certified: true, tag: 'Low Kms' }, { certifiedPreOwned: false }, { kind: 'custom', label: 'Low Kms' }],
    ['no certified badge on a new car', { car_type: 'new', certified: true }, {}, null],
    ['a used car listed yesterday is not tagged New', { car_type: 'used', created_at: daysAgo(1) }, {}, null],
    ['a used car years old is not tagged New', { car_type: 'used', created_at: daysAgo(2000) }, {}, null],
    ['a demo car listed yesterday is New', { car_type: 'demo', created_at: daysAgo(1) }, {}, { kind: 'new', label: 'New' }],
    ['a listing date in the future is not New', { created_at: daysAgo(-3) }, {}, null],
    ['own tag text', { tag: 'Test Drive Only' }, {}, { kind: 'custom', label: 'Test Drive Only' }],
    ['blank own tag is ignored', { tag: '   ' }, {}, null],
    ['own tag beats coming soon', { status: 'coming_soon', tag: 'Demo' }, {}, { kind: 'custom', label: 'Demo' }],
    ['coming soon', { status: 'coming_soon' }, {}, { kind: 'comingSoon', label: 'COMING SOON' }],
    ['coming soon beats new', { status: 'coming_soon', created_at: daysAgo(1) }, {}, { kind: 'comingSoon', label: 'COMING SOON' }],
    ['new within 8 days (seconds)', { created_at: daysAgo(7.9) }, {}, { kind: 'new', label: 'New' }],
    ['new within 8 days (Date)', { created_at: new Date(now.getTime() - 2 * 86_400_000) }, {}, { kind: 'new', label: 'New' }],
    ['not new at 8 days', { created_at: daysAgo(8) }, {}, null],
    ['nothing for an older car', {}, {}, null],
    ['sold car gets the sold tag', { status: 'sold', reserved: true }, {}, { kind: 'sold', label: 'JUST SOLD' }],
    ['sold tag text per site', { status: 'sold' }, { soldTagText: 'Just Sold' }, { kind: 'sold', label: 'Just Sold' }],
    ['other status has no tag', { status: 'other', tag: 'Hot' }, {}, null],
  ])('%s', (_name, overrides, optionOverrides, expected) => {
    expect(cardTag(car(overrides), { ...options, ...optionOverrides })).toEqual(expected);
  });
});
