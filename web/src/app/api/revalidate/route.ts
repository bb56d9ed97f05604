import type { NextRequest } from 'next/server';
import { revalidateHandler } from '@/content/revalidate';
import { siteRevalidation } from '@/content/site-revalidation';
import { afterSitePublished } from '@/search/indexing/site-published';
import { searchPort } from '@/search/search-service';
import { serverEnv } from '@/server/env';

/** Sanity's publish webhook: see content/revalidate.ts. */
export function POST(request: NextRequest): Promise<Response> {
  return revalidateHandler({ secret: serverEnv().SANITY_REVALIDATE_SECRET, ...siteRevalidation, afterChange: (change) => afterSitePublished(searchPort(), [change]) })(request);
}
