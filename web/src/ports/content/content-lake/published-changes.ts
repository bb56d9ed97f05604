import { groqEvaluator } from '../groq-evaluator';
import type { DocumentChange, LakeDocument } from './mutations';

/**
 * What a published change tells the site, in the shape Sanity's publish webhook sends with the
 * projection README gives for it: `{_type, "site": coalesce(site->slug.current, slug.current),
 * "slug": slug.current}`. The local Content Lake runs the same projection, so its publishes take
 * the webhook's revalidation path.
 */
export type PublishedChange = { _type: string; site?: string | null; slug?: string | null };

export const WEBHOOK_PROJECTION = '{_type, "site": coalesce(site->slug.current, slug.current), "slug": slug.current}';

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.');
const groq = groqEvaluator(10);

/** The webhook bodies of a transaction's changes to published documents (drafts change no page). */
export async function publishedChanges(changes: readonly DocumentChange[], documents: readonly LakeDocument[]): Promise<PublishedChange[]> {
  const bodies: PublishedChange[] = [];
  for (const change of changes) {
    if (!isPublishedId(change.id)) continue;
    // A deleted document is described as it was (its site still shows it until revalidated).
    const document = change.after ?? change.before;
    if (!document) continue;
    const dataset = [...documents.filter((d) => d._id !== document._id), document];
    bodies.push(await groq.run<PublishedChange>(`*[_id == $id][0]${WEBHOOK_PROJECTION}`, dataset, { id: document._id }));
  }
  return bodies;
}
