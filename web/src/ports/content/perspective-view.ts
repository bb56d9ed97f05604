import type { ContentPerspective } from './content-port';

type Doc = { _id?: unknown } & Record<string, unknown>;

const DRAFT_PREFIX = 'drafts.';

/** Sanity keeps drafts (`drafts.<id>`) and release versions (`versions.<release>.<id>`) beside published documents. */
const isUnpublished = (id: string) => id.startsWith(DRAFT_PREFIX) || id.startsWith('versions.');

/**
 * The documents a perspective sees, like the Content Lake does for the embedded adapter:
 * `published` drops every draft and version (their ids never reach a normal visitor); `drafts`
 * overlays each draft on its published document under the published `_id`, with `_originalId`
 * naming the draft, and includes drafts that were never published. `raw` (the Content Lake's
 * own, for editors) is every document as stored.
 */
export function perspectiveView(dataset: readonly Doc[], perspective: ContentPerspective | 'raw'): Doc[] {
  if (perspective === 'raw') return [...dataset];
  const idOf = (doc: Doc) => (typeof doc._id === 'string' ? doc._id : '');
  if (perspective === 'published') return dataset.filter((doc) => !isUnpublished(idOf(doc)));

  const drafts = new Map<string, Doc>();
  for (const doc of dataset) {
    const id = idOf(doc);
    if (id.startsWith(DRAFT_PREFIX)) drafts.set(id.slice(DRAFT_PREFIX.length), doc);
  }
  const view: Doc[] = [];
  for (const doc of dataset) {
    const id = idOf(doc);
    if (isUnpublished(id)) continue;
    const draft = drafts.get(id);
    if (draft) drafts.delete(id);
    view.push(draft ? { ...draft, _id: id, _originalId: idOf(draft) } : doc);
  }
  for (const [id, draft] of drafts) view.push({ ...draft, _id: id, _originalId: idOf(draft) });
  return view;
}
