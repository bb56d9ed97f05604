import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { revalidateHandler } from '@/content/revalidate';
import { forgetSiteContent } from '@/content/site';
import { serverEnv } from '@/server/env';

export const dynamic = 'force-dynamic';

/** Sanity's publish webhook: see content/revalidate.ts. */
export function POST(request: NextRequest): Promise<Response> {
  return revalidateHandler({
    secret: serverEnv().SANITY_REVALIDATE_SECRET,
    // Expire at once: the editor published and expects to see it on the next visit.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    forget: forgetSiteContent,
  })(request);
}
