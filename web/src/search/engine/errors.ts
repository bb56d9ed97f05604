import type { z } from 'zod';

/**
 * An error the engine reports the way Algolia's API does: an HTTP status and a message. The
 * protocol layer turns it into `{ message, status }`; in-process callers see it thrown, like the
 * `ApiError` the algoliasearch client throws for the same response.
 */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchApiError';
  }
}

/**
 * Recognises a SearchApiError by shape, not `instanceof`: Next bundles server code per entry
 * (instrumentation, route handlers), so the engine that threw may come from another copy of this
 * module than the code catching it.
 */
export function isSearchApiError(error: unknown): error is SearchApiError {
  return error instanceof Error && error.name === 'SearchApiError' && typeof (error as { status?: unknown }).status === 'number';
}

export const badRequest = (message: string) => new SearchApiError(400, message);
export const indexNotFound = () => new SearchApiError(404, 'Index does not exist');

/** The first zod issue phrased like Algolia's parameter errors. */
export function zodMessage(error: z.ZodError, what = 'parameter'): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${what}`;
  if (issue.code === 'unrecognized_keys') return `Unknown ${what}: ${issue.keys[0]}`;
  const path = issue.path.join('.');
  return path ? `Invalid value for "${path}" ${what}: ${issue.message}` : issue.message;
}
