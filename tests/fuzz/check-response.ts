/**
 * What every answer to a generated request must be (hardening, "never a 5xx, never a stack trace
 * or exception text in the body, every refusal a 4xx with a message"). Returns the problem, or
 * null when the answer is fine.
 */
const LEAKS = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /\b(TypeError|RangeError|SyntaxError|ReferenceError|URIError|AggregateError)\b/,
  /URI malformed/,
  /Maximum call stack size exceeded/,
  /Cannot read properties of/,
  /invalid byte sequence|unsupported Unicode escape sequence|duplicate key value|relation "[^"]+" does not exist/,
  /ECONNREFUSED|ENOTFOUND|node_modules\//,
];

export function responseProblem(method: string, status: number, body: string, failure?: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status === 0) return `no answer (${failure ?? 'connection failed or timed out'})`;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (leak) return `the body leaks ${leak}: ${body.slice(0, 200)}`;
  if (method !== 'HEAD' && status >= 400 && status !== 404 && status !== 405 && body.trim() === '') return `answered ${status} without a message`;
  return null;
}
