import type { SanityClient } from 'next-sanity';
import { groqEvaluator } from '@/ports/content/groq-evaluator';

type Documents = () => Promise<readonly unknown[]>;

/**
 * The local Content Lake as the client next-sanity checks a Presentation preview secret with
 * (defineEnableDraftMode, then @sanity/preview-url-secret's validatePreviewUrl): the Studio wrote
 * the secret into the lake as a `sanity.previewUrlSecret` draft, and the check reads it with the
 * same GROQ in the raw perspective (drafts included), in-process, because the enable request
 * arrives on the tenant's host where the lake does not answer. Only what validatePreviewUrl
 * calls exists: `config().token` (it insists on one), `withConfig()` and `fetch()`.
 */
export function localPreviewSecretClient(documents: Documents): SanityClient {
  const groq = groqEvaluator(20);
  const reader = {
    config: () => ({ token: 'local-editor' }),
    withConfig: () => reader,
    fetch: async (query: string, params: Record<string, unknown> = {}) => groq.run(query, await documents(), params),
  };
  return reader as unknown as SanityClient;
}
