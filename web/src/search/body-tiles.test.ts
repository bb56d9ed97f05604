import { describe, expect, it } from 'vitest';
import { bodyTileLimit } from './body-tiles';

describe('body facet tiles (SPEC 9: default 4, 20 with custom bodies)', () => {
  it.each<[string, string[], number]>([
    ['no custom bodies', [], 4],
    ['one custom body', ['Pop-Top'], 20],
    ['many custom bodies', ['Off-Road Caravan', 'Family Caravan', 'Pop-Top', 'Camper Trailer', 'Motorhome'], 20],
  ])('%s: %i tiles', (_name, customBodies, tiles) => {
    expect(bodyTileLimit({ customBodies })).toBe(tiles);
  });
});
