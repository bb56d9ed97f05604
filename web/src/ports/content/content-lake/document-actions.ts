import { lakeErrors } from './lake-errors';
import type { LakeDocument } from './mutations';

type Get = (id: string) => LakeDocument | null;
type Action = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const draftIdOf = (action: Action) => text(action.draftId) ?? `drafts.${text(action.publishedId) ?? ''}`;
/** A document's content without what the Content Lake sets itself. */
const contentOf = (document: LakeDocument) => {
  const { _rev, _updatedAt, _originalId, ...content } = document as LakeDocument & { _originalId?: unknown };
  void _rev;
  void _updatedAt;
  void _originalId;
  return content;
};

function refuse(index: number, id: string, type: string, description: string): never {
  throw lakeErrors.mutation(409, [{ index, id, type, description }]);
}

/**
 * Sanity's Actions API (`POST data/actions/{dataset}`), which the Studio uses to create, edit,
 * publish, unpublish, discard and delete: each action becomes the mutations the Content Lake
 * would make, read against the documents as they are when the transaction runs.
 */
export function actionsToMutations(actions: unknown, get: Get): unknown[] {
  if (!Array.isArray(actions) || actions.length === 0) throw lakeErrors.badRequest('The request body needs a non-empty "actions" array', 'actionError');
  return actions.flatMap((raw: unknown, index: number): Record<string, unknown>[] => {
    const action = (typeof raw === 'object' && raw !== null ? raw : {}) as Action;
    const publishedId = text(action.publishedId) ?? '';
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const attributes = (action.attributes ?? {}) as Record<string, unknown>;
        const document = { ...attributes, _id: text(attributes._id) ?? `drafts.${publishedId}` };
        return [action.ifExists === 'ignore' ? { createIfNotExists: document } : { create: document }];
      }
      case 'sanity.action.document.edit': {
        const draftId = draftIdOf(action);
        const patch = { ...(action.patch as Record<string, unknown> ?? {}), id: draftId };
        if (get(draftId)) return [{ patch }];
        const published = get(publishedId);
        if (!published) refuse(index, draftId, 'documentNotFoundError', `Cannot edit "${publishedId}": it has no draft and is not published`);
        return [{ createIfNotExists: { ...contentOf(published), _id: draftId } }, { patch }];
      }
      case 'sanity.action.document.publish': {
        const draftId = draftIdOf(action);
        const draft = get(draftId);
        if (!draft) refuse(index, draftId, 'documentNotFoundError', `Cannot publish "${publishedId}": it has no draft`);
        const published = get(publishedId);
        if (text(action.ifPublishedRevisionId) && published?._rev !== action.ifPublishedRevisionId) refuse(index, publishedId, 'conflictError', `Document by ID "${publishedId}" has unexpected revision ID ("${String(action.ifPublishedRevisionId)}")`);
        if (text(action.ifDraftRevisionId) && draft._rev !== action.ifDraftRevisionId) refuse(index, draftId, 'conflictError', `Document by ID "${draftId}" has unexpected revision ID ("${String(action.ifDraftRevisionId)}")`);
        return [{ createOrReplace: { ...contentOf(draft), _id: publishedId } }, { delete: { id: draftId } }];
      }
      case 'sanity.action.document.unpublish': {
        const draftId = draftIdOf(action);
        const published = get(publishedId);
        if (!published) refuse(index, publishedId, 'documentNotFoundError', `Cannot unpublish "${publishedId}": it is not published`);
        return [{ createIfNotExists: { ...contentOf(published), _id: draftId } }, { delete: { id: publishedId } }];
      }
      case 'sanity.action.document.delete': {
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((id): id is string => typeof id === 'string') : [];
        return [publishedId, ...drafts].map((id) => ({ delete: { id } }));
      }
      case 'sanity.action.document.discard':
      case 'sanity.action.document.version.discard':
        return [{ delete: { id: text(action.versionId) ?? draftIdOf(action) } }];
      case 'sanity.action.document.replaceDraft':
        return [{ createOrReplace: { ...(action.attributes as Record<string, unknown> ?? {}), _id: `drafts.${publishedId}` } }];
      default:
        throw lakeErrors.mutation(400, [{ index, type: 'unsupportedActionError', description: `Action type "${String(action.actionType)}" is not supported by the local Content Lake` }]);
    }
  });
}
