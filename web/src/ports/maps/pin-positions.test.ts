import { describe, expect, it } from 'vitest';
import { pinPositions } from './pin-positions';

const at = (lat: number, long: number) => ({ street: 's', city: 'c', state: 'QLD' as const, postcode: '4000', lat, long });

describe('pin positions on the drawn map', () => {
  it('centres a single pin', () => {
    expect(pinPositions([at(-27.5, 153)])).toEqual([{ x: 300, y: 164 }]);
  });

  it('keeps north up and east right, inside the map', () => {
    const [north, south, east] = pinPositions([at(-27, 153), at(-28, 153), at(-27.5, 153.5)]);
    expect(north!.y).toBeLessThan(south!.y);
    expect(east!.x).toBeGreaterThan(north!.x);
    for (const pin of [north!, south!, east!]) {
      expect(pin.x).toBeGreaterThanOrEqual(40);
      expect(pin.x).toBeLessThanOrEqual(560);
      expect(pin.y).toBeGreaterThanOrEqual(28);
      expect(pin.y).toBeLessThanOrEqual(300);
    }
  });
});
