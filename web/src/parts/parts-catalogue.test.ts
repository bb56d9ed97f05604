import { describe, expect, it } from 'vitest';
import { partsCatalogue, searchParts } from './parts-catalogue';

const models = [
  { name: 'Corolla', slug: 'corolla', manufacturer: { name: 'Toyota' } },
  { name: 'HiLux', slug: 'hilux', manufacturer: { name: 'Toyota' } },
];

describe('parts catalogue', () => {
  const parts = partsCatalogue(models);

  it('lists every service part for each model with a part number', () => {
    expect(parts.filter((p) => p.modelSlug === 'corolla')).toHaveLength(14);
    expect(parts[0]).toMatchObject({ number: 'TOYO-CORO-0001', name: 'Oil filter', model: 'Corolla', make: 'Toyota' });
    expect(new Set(parts.map((p) => p.number)).size).toBe(parts.length);
  });

  it('searches by model and by every word of the keyword, in name or number', () => {
    expect(searchParts(parts, 'hilux', 'brake pads').map((p) => p.name)).toEqual(['Front brake pads', 'Rear brake pads']);
    expect(searchParts(parts, '', 'oil filter')).toHaveLength(2);
    expect(searchParts(parts, 'corolla', 'toyo-coro-0011').map((p) => p.name)).toEqual(['Battery']);
    expect(searchParts(parts, 'corolla', 'flux capacitor')).toEqual([]);
  });
});
