import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { enforceGate } = await import('./page-shopper');

const metro = { gatedRoutes: ['/my-garage', '/trade-in'] };
const valley = { gatedRoutes: ['/cars/trade-in'] };
const TRADE_IN = ['/trade-in', '/cars/trade-in'];

describe('the gate in the gated page itself', () => {
  beforeEach(() => {
    state.headers = new Headers();
  });

  it('sends a signed-out visitor to sign-in, whatever spelling reached the page', async () => {
    state.headers.set('x-dealer-path', '/%74rade-in');
    await expect(enforceGate(metro, TRADE_IN)).rejects.toThrow('redirect /sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F');
    state.headers.set('x-dealer-path', '/cars/trade-in/');
    await expect(enforceGate(valley, TRADE_IN)).rejects.toThrow('redirect /sign-in?type=cars&redirect=%2Fcars%2Ftrade-in&back=%2F');
  });

  it('lets the page render at an address the tenant does not gate, or on a tenant that gates none of them', async () => {
    state.headers.set('x-dealer-path', '/trade-in');
    await expect(enforceGate(valley, TRADE_IN)).resolves.toBeUndefined();
    await expect(enforceGate({ gatedRoutes: [] }, TRADE_IN)).resolves.toBeUndefined();
  });

  it('gates every address of the page when the requested path is unknown', async () => {
    await expect(enforceGate(valley, TRADE_IN)).rejects.toThrow('redirect /sign-in?type=cars');
  });
});
