import { localValuationPort } from './local-valuation';
import type { ValuationPort } from './valuation-port';

export type { ValuationPort };

let port: ValuationPort | undefined;

/** The valuation port of this process (only the embedded estimate exists so far). */
export function valuationPort(): ValuationPort {
  port ??= localValuationPort();
  return port;
}
