import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isCleanText } from '../schema/fields';

/**
 * What the browser posts to a lead endpoint: the form's values (userData) and the context the
 * spec asks for (SPEC 7: url, lead_attributes with visited_pages and linked_query_params), plus
 * the idempotency key of this submission. Only userData can make a request invalid: bad
 * tracking context is dropped, never a reason to lose a lead.
 */
const MAX_FIELDS = 80;

// Tracking context is dropped, never refused, when it holds what no page address or query can.
const cleanString = (max: number) => z.string().max(max).refine((v) => isCleanText(v));
const attributes = z.object({
  visited_pages: z.array(cleanString(500)).max(50).catch([]).default([]),
  linked_query_params: z.record(cleanString(100), cleanString(500))
    .refine((r) => Object.keys(r).length <= 30).catch({}).default({}),
}).catch({ visited_pages: [], linked_query_params: {} }).default({ visited_pages: [], linked_query_params: {} });

const httpUrl = cleanString(2000).refine((v) => /^https?:\/\//i.test(v));

export const leadEnvelope = z.object({
  userData: z.record(z.string().max(60), z.unknown()).refine((r) => Object.keys(r).length <= MAX_FIELDS),
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/).optional().catch(undefined),
  url: httpUrl.optional().catch(undefined),
  fixed_location: cleanString(100).optional().catch(undefined),
  lead_attributes: attributes,
});
export type LeadEnvelope = z.output<typeof leadEnvelope>;

export function parseEnvelope(body: unknown): LeadEnvelope | null {
  const result = leadEnvelope.safeParse(body);
  return result.success ? result.data : null;
}

const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * The key that makes a retry the same lead. Browsers send one per submission; without one, the
 * same values from the same tenant within two minutes count as one submission.
 */
export function idempotencyKeyFor(siteSlug: string, kind: string, given: string | undefined, values: unknown, now: Date): string {
  if (given) return `c-${given}`;
  const digest = createHash('sha256').update(`${siteSlug}\n${kind}\n${stableJson(values)}`).digest('hex').slice(0, 40);
  return `a-${digest}-${Math.floor(now.getTime() / DUPLICATE_WINDOW_MS)}`;
}

/** A hash of what a submission sent (its form and values as posted). */
export function requestFingerprint(kind: string, values: unknown): string {
  return createHash('sha256').update(`${kind}\n${stableJson(values)}`).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
