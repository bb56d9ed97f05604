import { GroqSyntaxError } from 'groq-js';
import { groqEvaluator } from '../groq-evaluator';
import { perspectiveView } from '../perspective-view';
import type { DocumentStore } from './document-store';
import type { Caller } from './lake-http';
import { lakeErrors, LakeError } from './lake-errors';

export type LakePerspective = 'raw' | 'published' | 'drafts';

/**
 * The perspective a query runs in: the `perspective` parameter (`previewDrafts` is the old name of
 * `drafts`; a stack of releases ending in drafts reads as drafts here), else the API version's
 * default (`published` from v2025-02-19, `raw` before). Anonymous callers only ever see
 * published documents, as drafts are private in a Sanity dataset.
 */
export function queryPerspective(value: string | null, apiVersion: string, caller: Caller): LakePerspective {
  if (caller.kind === 'anonymous') return 'published';
  if (value === null || value === '') return apiVersion === 'X' || apiVersion >= '2025-02-19' ? 'published' : 'raw';
  const stack = value.split(',').map((part) => part.trim());
  if (stack.length === 1 && (stack[0] === 'raw' || stack[0] === 'published')) return stack[0];
  if (stack.includes('drafts') || stack.includes('previewDrafts')) return 'drafts';
  if (stack.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return 'published';
  throw lakeErrors.badRequest(`Invalid perspective "${value}"`, 'httpBadRequest');
}

/** `$name` query-string parameters are JSON values, as @sanity/client encodes them. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value) as unknown;
    } catch {
      throw lakeErrors.badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`, 'httpBadRequest');
    }
  }
  return params;
}

const groq = groqEvaluator();
const views = new WeakMap<readonly unknown[], Map<LakePerspective, unknown[]>>();

async function viewOf(store: DocumentStore, perspective: LakePerspective): Promise<unknown[]> {
  const documents = await store.documents();
  let byPerspective = views.get(documents);
  if (!byPerspective) views.set(documents, (byPerspective = new Map()));
  let view = byPerspective.get(perspective);
  if (!view) byPerspective.set(perspective, (view = perspectiveView(documents, perspective)));
  return view;
}

/** Runs a GROQ query in a perspective; a bad query is Sanity's 400 with the query error, never a 500. */
export async function runQuery(store: DocumentStore, query: string, params: Record<string, unknown>, perspective: LakePerspective): Promise<unknown> {
  if (typeof query !== 'string' || query.trim() === '') throw lakeErrors.badRequest('The "query" parameter is required', 'httpBadRequest');
  try {
    groq.tree(query);
  } catch (error) {
    // groq-js's diagnostic describes the caller's query (position and what was expected).
    const description = error instanceof GroqSyntaxError ? error.message.replace(/ at position \d+/, '') : 'Syntax error in GROQ query';
    const start = error instanceof GroqSyntaxError ? error.position : 0;
    throw lakeErrors.queryParse(query, description, start, Math.min(query.length, start + 1));
  }
  try {
    return await groq.run(query, await viewOf(store, perspective), params);
  } catch (error) {
    if (error instanceof LakeError) throw error;
    throw lakeErrors.queryExecution('The query could not be executed');
  }
}
