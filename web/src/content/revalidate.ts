import { parseBody } from 'next-sanity/webhook';
import type { NextRequest } from 'next/server';
import { siteTag } from '@/server/cache/cache-tags';

/**
 * What Sanity's GROQ-powered webhook sends (projection set on the webhook:
 * `{_type, "site": coalesce(site->slug.current, slug.current), "slug": slug.current}`).
 */
export type ContentChange = { _type: string; site?: string | null; slug?: string | null };

/**
 * The cache tags a published change touches: the changed site's content (`site:<slug>`), and the
 * site list when a site document itself changed (its domains route requests). A change that names
 * no site is site-wide content: every site's list is refreshed.
 */
export function tagsForChange(change: ContentChange): string[] {
  const tags = new Set<string>();
  if (change.site) tags.add(siteTag(change.site));
  if (change._type === 'site' || !change.site) tags.add('sites');
  return [...tags];
}

/** How the site drops what read changed content: Next's cache tags and in-process memos. */
export type SiteRevalidation = {
  revalidate: (tag: string) => void;
  /** In-process memos of the same content (site configs, the site list). */
  forget: () => void;
  /**
   * Expires the tags in the shared cache before the publish is answered: Next's revalidateTag
   * applies them when the request ends, which may be after the answer, so another instance's next
   * request could still be served the old page.
   */
  expireNow?: (tags: string[]) => Promise<void>;
};

/**
 * Revalidates what reads one published change: the one path for Sanity's webhook and the local
 * Content Lake's publishes. Returns the tags revalidated.
 */
export async function revalidateChange(change: ContentChange, deps: SiteRevalidation): Promise<string[]> {
  const tags = tagsForChange(change);
  for (const tag of tags) deps.revalidate(tag);
  deps.forget();
  await deps.expireNow?.(tags);
  return tags;
}

export type RevalidateDeps = SiteRevalidation & {
  secret: string | undefined;
  /** Sanity's CDN may lag the webhook by a moment; parseBody waits for it when true. */
  waitForContentLake?: boolean;
  /** What else follows a published change once its caches are dropped (search records it feeds). */
  afterChange?: (change: ContentChange) => Promise<void>;
};

/**
 * `POST /api/revalidate`: Sanity's webhook after a publish. The signature (`sanity-webhook-signature`,
 * HMAC with SANITY_REVALIDATE_SECRET) is checked by next-sanity's parseBody; only then are the
 * changed site's cached pages revalidated. Without the secret (embedded content, no webhook) the
 * route does not exist.
 */
export function revalidateHandler(deps: RevalidateDeps) {
  return async (request: NextRequest): Promise<Response> => {
    if (!deps.secret) return Response.json({ error: 'Not found' }, { status: 404 });
    let parsed;
    try {
      parsed = await parseBody<ContentChange>(request, deps.secret, deps.waitForContentLake ?? true);
    } catch {
      return Response.json({ error: 'The body is not JSON.' }, { status: 400 });
    }
    if (parsed.isValidSignature !== true) return Response.json({ error: 'Invalid signature.' }, { status: 401 });
    if (!parsed.body || typeof parsed.body._type !== 'string') return Response.json({ error: 'The body needs a _type.' }, { status: 400 });
    const revalidated = await revalidateChange(parsed.body, deps);
    await deps.afterChange?.(parsed.body);
    return Response.json({ revalidated });
  };
}
