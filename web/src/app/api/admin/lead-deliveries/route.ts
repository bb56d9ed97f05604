import { z } from 'zod';
import { kickLeadOutbox } from '@/leads/delivery';
import { listDeadLetters, redriveDeadLetters } from '@/leads/delivery/dead-letters';
import { database } from '@/ports/database';
import { serverEnv } from '@/server/env';
import { hasBearerKey } from '@/server/http/bearer-key';
import { BODY_LIMITS, readBoundedText } from '@/server/http/request-body';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const unauthorised = () => json({ message: 'Send the operator API key as "Authorization: Bearer <key>".', status: 401 }, 401);
const site = z.string().regex(/^[a-z0-9-]{1,100}$/);
const redriveBody = z.object({ site: site.optional(), ids: z.array(z.number().int().positive()).max(1000).optional() }).strict();

/** GET: the dead letters (newest first), `?site=` for one tenant. Operator key only (OPERATOR_API_KEY). */
export async function GET(request: Request) {
  if (!hasBearerKey(request, serverEnv().OPERATOR_API_KEY)) return unauthorised();
  const parsed = site.optional().safeParse(new URL(request.url).searchParams.get('site') ?? undefined);
  if (!parsed.success) return json({ message: 'site must be a site slug.', status: 400 }, 400);
  const { db } = await database();
  return json({ dead_letters: await listDeadLetters(db, { site: parsed.data }) });
}

/** POST {site?, ids?}: puts dead letters back in the queue and wakes the outbox. */
export async function POST(request: Request) {
  if (!hasBearerKey(request, serverEnv().OPERATOR_API_KEY)) return unauthorised();
  const text = await readBoundedText(request, BODY_LIMITS.json);
  let body: unknown = {};
  try {
    if (typeof text !== 'string') throw new Error(text);
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    return json({ message: 'Send JSON: {"site": "<slug>", "ids": [1, 2]} (both optional).', status: 400 }, 400);
  }
  const parsed = redriveBody.safeParse(body);
  if (!parsed.success) return json({ message: 'Send JSON: {"site": "<slug>", "ids": [1, 2]} (both optional).', status: 400 }, 400);
  const { db } = await database();
  const redriven = await redriveDeadLetters(db, parsed.data);
  if (redriven > 0) kickLeadOutbox();
  return json({ redriven });
}
