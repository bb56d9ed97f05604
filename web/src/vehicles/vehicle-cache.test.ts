import { describe, expect, it, vi } from 'vitest';
import type { Vehicle } from './vehicle';
import { cachedVehicle, invalidateVehicle } from './vehicle-cache';

const car = (price: number) => ({ id: 1, slug: 'car-1', price }) as Vehicle;

describe('vehicle cache', () => {
  it('reads a vehicle once per tenant and slug until it is invalidated', async () => {
    const load = vi.fn(async () => car(100));
    expect(await cachedVehicle('alpha', 'car-1', load)).toEqual(car(100));
    expect(await cachedVehicle('alpha', 'car-1', load)).toEqual(car(100));
    expect(load).toHaveBeenCalledTimes(1);

    const other = vi.fn(async () => car(999));
    expect(await cachedVehicle('beta', 'car-1', other)).toEqual(car(999));

    await invalidateVehicle('alpha', 'car-1');
    expect(await cachedVehicle('alpha', 'car-1', async () => car(90))).toEqual(car(90));
    expect(await cachedVehicle('beta', 'car-1', other)).toEqual(car(999));
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('caches "not found" too, and expires entries after a minute', async () => {
    const now = 1_000_000;
    const missing = vi.fn(async () => null);
    expect(await cachedVehicle('alpha', 'gone', missing, now)).toBeNull();
    expect(await cachedVehicle('alpha', 'gone', missing, now + 59_000)).toBeNull();
    expect(missing).toHaveBeenCalledTimes(1);
    expect(await cachedVehicle('alpha', 'gone', async () => car(1), now + 61_000)).toEqual(car(1));
  });

  it('does not keep a failed read', async () => {
    await expect(cachedVehicle('alpha', 'flaky', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cachedVehicle('alpha', 'flaky', async () => car(5))).toEqual(car(5));
  });
});
