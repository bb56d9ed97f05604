/**
 * Errors in the Content Lake's own shapes, so @sanity/client turns them into the same
 * `ClientError` messages it shows for Sanity's hosted API: `{error: {description, type, ...}}`
 * for query and mutation errors, `{statusCode, error, message}` for HTTP-level refusals.
 */
export class LakeError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : 'Content Lake error');
  }
}

/** One failed mutation of a transaction: Sanity reports each with its index in the request. */
export type MutationFailure = { index: number; id?: string; type: string; description: string };

export const lakeErrors = {
  unauthorized: () => new LakeError(401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' }),
  forbidden: (permission: string) => new LakeError(403, { statusCode: 403, error: 'Forbidden', message: `Insufficient permissions; permission "${permission}" required` }),
  notFound: (message = 'Not found') => new LakeError(404, { statusCode: 404, error: 'Not Found', message }),
  methodNotAllowed: () => new LakeError(405, { statusCode: 405, error: 'Method Not Allowed', message: 'Method not allowed' }),
  tooLarge: (maxBytes: number) => new LakeError(413, { statusCode: 413, error: 'Request Entity Too Large', message: `Request body exceeds the limit of ${maxBytes} bytes` }),
  /** An image address the image pipeline cannot serve (a parameter out of range, a picture it cannot read). */
  imageRequest: (message: string) => new LakeError(400, { statusCode: 400, error: 'Bad Request', message }),
  badRequest: (description: string, type = 'httpBadRequest') => new LakeError(400, { error: { description, type } }),
  queryParse: (query: string, description: string, start: number, end: number) => new LakeError(400, { error: { description, end, query, start, type: 'queryParseError' } }),
  queryExecution: (description: string) => new LakeError(400, { error: { description, type: 'queryExecutionError' } }),
  unknownDataset: (dataset: string) => new LakeError(404, { error: { description: `Dataset "${dataset}" not found for project ID`, type: 'httpNotFound' } }),
  /** A transaction that failed as a whole (nothing of it was written). */
  mutation: (status: number, failures: MutationFailure[]) => new LakeError(status, {
    error: {
      description: `The mutation(s) failed: ${failures.map((f) => f.description).join('; ')}`,
      items: failures.map((f) => ({ error: { description: f.description, id: f.id, type: f.type }, index: f.index })),
      type: 'mutationError',
    },
  }),
};
