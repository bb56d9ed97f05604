import { z } from 'zod';
import { priceCheckResult } from '@/domain/price-check';
import type { PriceCheckPort } from './price-check-port';

/**
 * AutoGrab's valuation prediction as its API documents it (`POST /v2/valuations/vins/{vin}`,
 * header `ApiKey`, body `{region, kms}`): the predicted retail price, a confidence score from 0
 * to 1, and the retail bounds. Only this file knows the shape; the app gets the price-check
 * object of SPEC 3.
 */
const prediction = z.object({
  success: z.boolean(),
  prediction: z.object({ price: z.number().positive(), score: z.number().min(0).max(1) }),
  bounds: z.object({ retail: z.object({ lower: z.number(), upper: z.number() }) }),
});

export class PriceCheckServiceError extends Error {}

/** The hosted price check (AutoGrab). A car without a VIN, or one AutoGrab cannot match, has no data. */
export function autograbPriceCheckPort(baseUrl: string, apiKey: string): PriceCheckPort {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    adapter: 'autograb',
    async check(vehicle) {
      if (!vehicle.vin || !vehicle.price || vehicle.price <= 0) return null;
      const res = await fetch(`${root}/v2/valuations/vins/${encodeURIComponent(vehicle.vin)}`, {
        method: 'POST',
        headers: { ApiKey: apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ region: 'au', ...(vehicle.km !== null ? { kms: vehicle.km } : {}) }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new PriceCheckServiceError(`AutoGrab answered ${res.status}`);
      const parsed = prediction.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new PriceCheckServiceError('AutoGrab sent an unreadable prediction');
      if (!parsed.data.success) return null;
      const { prediction: predicted, bounds } = parsed.data;
      return priceCheckResult({ ...vehicle, price: vehicle.price }, {
        min: bounds.retail.lower,
        max: bounds.retail.upper,
        average: predicted.price,
        confidence: predicted.score,
      });
    },
  };
}
