import { z } from 'zod';
import { autograbPriceCheckPort } from './autograb-price-check';
import { localPriceCheckPort } from './local-price-check';
import type { PriceCheckPort } from './price-check-port';

export type { PriceCheckPort, PriceCheckVehicle } from './price-check-port';

const env = z.object({ AUTOGRAB_API_URL: z.url().optional(), AUTOGRAB_API_KEY: z.string().min(1).optional() });

/** The hosted adapter only when both its variables are set; else the embedded one. */
export function priceCheckPort(): PriceCheckPort {
  const { AUTOGRAB_API_URL, AUTOGRAB_API_KEY } = env.parse(process.env);
  return AUTOGRAB_API_URL && AUTOGRAB_API_KEY ? autograbPriceCheckPort(AUTOGRAB_API_URL, AUTOGRAB_API_KEY) : localPriceCheckPort;
}
