import { serverEnv } from '@/server/env';
import { autograbPriceCheckPort } from './autograb-price-check';
import { localPriceCheckPort } from './local-price-check';
import type { PriceCheckPort } from './price-check-port';

export type { PriceCheckPort, PriceCheckVehicle } from './price-check-port';

/** The hosted adapter when its variables are set (both or neither: see server/env.ts); else the embedded one. */
export function priceCheckPort(): PriceCheckPort {
  const { AUTOGRAB_API_URL, AUTOGRAB_API_KEY } = serverEnv();
  return AUTOGRAB_API_URL && AUTOGRAB_API_KEY ? autograbPriceCheckPort(AUTOGRAB_API_URL, AUTOGRAB_API_KEY) : localPriceCheckPort;
}
