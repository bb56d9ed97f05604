import { describe, expect, it } from 'vitest';
import { resolveModelPath } from './model-path';

const vocabulary = {
  manufacturers: ['Toyota', 'Mercedes-Benz'],
  bodies: ['suv', 'peopleMover'],
  models: [{ name: 'LandCruiser 300', slug: 'landcruiser-300', href: '/search/toyota/landcruiser-300' }],
};

describe('/models/... paths', () => {
  it('maps a make or body slug to that slice of the directory', () => {
    expect(resolveModelPath(['toyota'], vocabulary)).toBe('/models?manufacturer=Toyota');
    expect(resolveModelPath(['Mercedes-Benz'], vocabulary)).toBe('/models?manufacturer=Mercedes-Benz');
    expect(resolveModelPath(['peoplemover'], vocabulary)).toBe('/models?body=peopleMover');
  });

  it('maps make/model to the model\'s stock', () => {
    expect(resolveModelPath(['toyota', 'landcruiser-300'], vocabulary)).toBe('/search/toyota/landcruiser-300');
  });

  it('is nothing for what the tenant does not have', () => {
    expect(resolveModelPath(['ferrari'], vocabulary)).toBeNull();
    expect(resolveModelPath(['toyota', 'supra'], vocabulary)).toBeNull();
    expect(resolveModelPath(['suv', 'rav4'], vocabulary)).toBeNull();
    expect(resolveModelPath(['toyota', 'rav4', 'x'], vocabulary)).toBeNull();
    expect(resolveModelPath([], vocabulary)).toBeNull();
  });
});
