import { z } from 'zod';
import type { PriceCheckPort } from './price-check-port';

const response = z.object({
  fill: z.union([z.string(), z.number()]).nullish(),
  listing_price: z.number().nullish(),
  market_range_min: z.number().nullish(),
  market_range_max: z.number().nullish(),
  confidence: z.number().nullish(),
  description: z.string().nullish(),
});

/** The hosted price check (AutoGrab-style HTTP API); responses are validated at the boundary. */
export function autograbPriceCheckPort(baseUrl: string, apiKey: string): PriceCheckPort {
  return {
    adapter: 'autograb',
    async check(vehicle) {
      const query = new URLSearchParams({ year: String(vehicle.year), make: vehicle.make, model: vehicle.model, price: String(vehicle.price ?? 0) });
      if (vehicle.badge) query.set('badge', vehicle.badge);
      if (vehicle.km !== null) query.set('km', String(vehicle.km));
      if (vehicle.state) query.set('state', vehicle.state);
      const res = await fetch(`${baseUrl}/price-check?${query.toString()}`, { headers: { authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(5000) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Price check answered ${res.status}`);
      return response.parse(await res.json());
    },
  };
}
