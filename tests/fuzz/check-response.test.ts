import { describe, expect, it } from 'vitest';
import { responseProblem } from './check-response';

describe('responseProblem', () => {
  it('names the socket error when no answer came, so a reset is told from a timeout', () => {
    expect(responseProblem('GET', 0, '', 'ECONNRESET')).toBe('no answer (ECONNRESET)');
    expect(responseProblem('GET', 0, '')).toBe('no answer (connection failed or timed out)');
  });

  it('flags a 5xx, a leaked stack trace and a refusal without a message; passes a plain 404', () => {
    expect(responseProblem('POST', 502, 'Bad gateway')).toBe('answered 502');
    expect(responseProblem('GET', 400, 'TypeError: x is undefined\n    at f (/app/x.js:1:2)')).toMatch(/^the body leaks/);
    expect(responseProblem('POST', 400, ' ')).toBe('answered 400 without a message');
    expect(responseProblem('GET', 404, '')).toBeNull();
  });
});
