import { Mutation } from '@sanity/mutator';
import { lakeErrors, LakeError, type MutationFailure } from './lake-errors';

export type LakeDocument = { _id: string; _type: string; _rev?: string; _createdAt?: string; _updatedAt?: string } & Record<string, unknown>;

export type MutationOperation = 'create' | 'update' | 'delete' | 'none';
export type MutationResult = { id: string; operation: MutationOperation };
export type DocumentChange = { id: string; before: LakeDocument | null; after: LakeDocument | null };

export type MutationContext = {
  /** The stored document (before this transaction), or null. */
  get(id: string): LakeDocument | null;
  /** Ids of the stored documents a GROQ filter query selects (`patch`/`delete` by query). */
  idsForQuery(query: string, params: Record<string, unknown>): Promise<string[]>;
  /** The transaction's time (ISO) and revision (every document it changes gets it as `_rev`). */
  now: string;
  rev: string;
  newId(): string;
};

/** Sanity's document id rule: letters, digits, `.`, `_` and `-`, not starting with `-`, at most 128. */
const VALID_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;
const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const;
const PATCH_OPERATIONS = new Set(['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch', 'merge']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkId(id: unknown, index: number): string {
  if (typeof id !== 'string' || !VALID_ID.test(id)) {
    throw lakeErrors.mutation(400, [{ index, type: 'invalidDocumentIdError', description: `Document ID "${String(id)}" is not valid: use at most 128 letters, digits, "_", "-" and "."` }]);
  }
  return id;
}

/**
 * Applies one transaction's mutations in order, as the Content Lake does: all of them or none
 * (any failure throws a LakeError and nothing is returned to write). `ifRevisionID` is checked
 * against the revision stored before the transaction. Patches run through @sanity/mutator, the
 * same code the Studio uses to apply them optimistically, so both sides agree on the result.
 */
export async function applyMutations(mutations: unknown, context: MutationContext): Promise<{ results: MutationResult[]; changes: DocumentChange[] }> {
  if (!Array.isArray(mutations) || mutations.length === 0) throw lakeErrors.badRequest('The request body needs a non-empty "mutations" array', 'mutationError');
  const working = new Map<string, LakeDocument | null>();
  const current = (id: string) => (working.has(id) ? working.get(id)! : context.get(id));
  const results: MutationResult[] = [];

  for (const [index, mutation] of mutations.entries()) {
    const kinds = isRecord(mutation) ? KINDS.filter((kind) => kind in mutation) : [];
    const kind = kinds[0];
    if (!isRecord(mutation) || kinds.length !== 1 || !kind) {
      throw lakeErrors.mutation(400, [{ index, type: 'invalidMutationError', description: `Mutation ${index} must have exactly one of ${KINDS.join(', ')}` }]);
    }
    const body = mutation[kind];
    if (!isRecord(body)) throw lakeErrors.mutation(400, [{ index, type: 'invalidMutationError', description: `The ${kind} mutation needs an object` }]);

    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      let id = body._id;
      if (kind === 'create' && (id === undefined || (typeof id === 'string' && id.endsWith('.')))) id = `${typeof id === 'string' ? id : ''}${context.newId()}`;
      const checked = checkId(id, index);
      if (typeof body._type !== 'string' || body._type === '') {
        throw lakeErrors.mutation(400, [{ index, id: checked, type: 'invalidDocumentError', description: `Document "${checked}" needs a _type` }]);
      }
      const existing = current(checked);
      if (existing && kind === 'create') {
        throw lakeErrors.mutation(409, [{ index, id: checked, type: 'documentAlreadyExistsError', description: `Document by ID "${checked}" already exists` }]);
      }
      if (existing && kind === 'createIfNotExists') {
        results.push({ id: checked, operation: 'none' });
        continue;
      }
      working.set(checked, { ...structuredClone(body), _id: checked, _type: body._type });
      results.push({ id: checked, operation: existing ? 'update' : 'create' });
      continue;
    }

    const ids = await targets(body, index, context);
    if (kind === 'delete') {
      for (const id of ids) {
        working.set(id, null);
        results.push({ id, operation: 'delete' });
      }
      continue;
    }
    for (const id of ids) {
      const document = current(id);
      if (!document) {
        // A patch by id needs the document; one by query only touches what it found.
        if (typeof body.id === 'string') throw lakeErrors.mutation(409, [{ index, id, type: 'documentNotFoundError', description: `Document by ID "${id}" not found` }]);
        continue;
      }
      if (typeof body.ifRevisionID === 'string' && context.get(id)?._rev !== body.ifRevisionID) {
        throw lakeErrors.mutation(409, [{ index, id, type: 'conflictError', description: `Document by ID "${id}" has unexpected revision ID ("${body.ifRevisionID}"), blocking mutation "patch"` }]);
      }
      working.set(id, patch(document, body, index));
      results.push({ id, operation: 'update' });
    }
  }

  const changes: DocumentChange[] = [];
  for (const [id, next] of working) {
    const before = context.get(id);
    if (next === null) {
      if (before) changes.push({ id, before, after: null });
      continue;
    }
    const after: LakeDocument = { ...next, _id: id, _createdAt: before?._createdAt ?? (typeof next._createdAt === 'string' ? next._createdAt : context.now), _updatedAt: context.now, _rev: context.rev };
    changes.push({ id, before, after });
  }
  return { results, changes };
}

async function targets(body: Record<string, unknown>, index: number, context: MutationContext): Promise<string[]> {
  if (typeof body.id === 'string') return [checkId(body.id, index)];
  if (typeof body.query === 'string') {
    const params = isRecord(body.params) ? body.params : {};
    try {
      return await context.idsForQuery(body.query, params);
    } catch (error) {
      if (error instanceof LakeError) throw error;
      throw lakeErrors.mutation(400, [{ index, type: 'invalidQueryError', description: 'The mutation\'s query is not valid GROQ' }]);
    }
  }
  throw lakeErrors.mutation(400, [{ index, type: 'invalidMutationError', description: `Mutation ${index} needs an "id" or a "query"` }]);
}

function patch(document: LakeDocument, body: Record<string, unknown>, index: number): LakeDocument {
  const operations: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) if (PATCH_OPERATIONS.has(name)) operations[name] = value;
  try {
    const patched = new Mutation({ mutations: [{ patch: { ...operations, id: document._id } as never }] }).apply(structuredClone(document));
    // A patch never changes what identifies the document.
    return { ...(patched ?? document), _id: document._id, _type: document._type };
  } catch {
    const failure: MutationFailure = { index, id: document._id, type: 'invalidPatchError', description: `The patch on "${document._id}" is not valid` };
    throw lakeErrors.mutation(400, [failure]);
  }
}
