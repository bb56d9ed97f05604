import { serverEnv } from '@/server/env';
import { hostedValuationPort } from './hosted-valuation';
import { localValuationPort } from './local-valuation';
import type { ValuationPort } from './valuation-port';

export type { ValuationPort };

let port: ValuationPort | undefined;

/** The valuation port of this process: the hosted service when its variables are set, else the embedded estimate. */
export function valuationPort(): ValuationPort {
  if (port) return port;
  const env = serverEnv();
  port = env.VALUATION_API_URL && env.VALUATION_API_KEY
    ? hostedValuationPort({ url: env.VALUATION_API_URL, apiKey: env.VALUATION_API_KEY, timeoutMs: env.VALUATION_API_TIMEOUT_MS })
    : localValuationPort();
  return port;
}
