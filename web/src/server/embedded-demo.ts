import { serverEnv } from './env';

/**
 * Whether this process runs the embedded demo: no DATABASE_URL, so everything it stores is the
 * demo's own (PGlite in the data folder). Demo tools (the local inbox with shoppers' SMS codes,
 * leads, phones and CV links) exist only then, and never in a deployment with a database,
 * whatever else is configured.
 */
export function runsEmbeddedDemo(): boolean {
  return !serverEnv().DATABASE_URL;
}
