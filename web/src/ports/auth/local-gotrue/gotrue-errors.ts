/**
 * Errors as GoTrue (supabase/auth) sends them. A client that sends `X-Supabase-Api-Version:
 * 2024-01-01` or later (supabase-js does) gets `{ code, message }` with the error code as a string;
 * older clients get `{ code: <status>, error_code, msg }`. Every answer carries the API version
 * header and `x-sb-error-code`, which supabase-js reads to pick the error code.
 */
export const API_VERSION = '2024-01-01';

export type GoTrueErrorCode =
  | 'validation_failed'
  | 'otp_expired'
  | 'otp_disabled'
  | 'over_sms_send_rate_limit'
  | 'over_request_rate_limit'
  | 'sms_send_failed'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'not_found'
  | 'unexpected_failure';

export class GoTrueError extends Error {
  constructor(readonly status: number, readonly code: GoTrueErrorCode, message: string) {
    super(message);
  }
}

export const baseHeaders = (): Record<string, string> => ({ 'x-supabase-api-version': API_VERSION, 'cache-control': 'no-store' });

function usesNewErrorShape(request: Request): boolean {
  const sent = request.headers.get('x-supabase-api-version');
  if (!sent) return false;
  const at = Date.parse(`${sent}T00:00:00Z`);
  return Number.isFinite(at) && at >= Date.parse('2024-01-01T00:00:00Z');
}

export function errorResponse(request: Request, error: GoTrueError): Response {
  const body = usesNewErrorShape(request)
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  return Response.json(body, { status: error.status, headers: { ...baseHeaders(), 'x-sb-error-code': error.code } });
}

/** What the API gateway in front of GoTrue answers without a valid `apikey` (Kong, in Supabase). */
export function apiKeyResponse(kind: 'missing' | 'invalid'): Response {
  const body = kind === 'missing'
    ? { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
    : { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
  return Response.json(body, { status: 401, headers: { 'cache-control': 'no-store' } });
}

export const errors = {
  invalidPhone: () => new GoTrueError(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
  badBody: () => new GoTrueError(400, 'validation_failed', 'Could not parse request body as JSON'),
  verifyType: () => new GoTrueError(400, 'validation_failed', 'Only the sms verification type is supported'),
  missingToken: () => new GoTrueError(400, 'validation_failed', 'Verify requires a token or a token hash'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid'),
  signupsDisabled: () => new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp'),
  smsFrequency: (seconds: number) => new GoTrueError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  smsHourly: () => new GoTrueError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded'),
  // GoTrue answers a provider's refusal as a bad request, with the provider's reason after the colon.
  smsFailed: () => new GoTrueError(400, 'sms_send_failed', 'Error sending sms OTP: the messaging provider did not accept the message'),
  noAuthorization: () => new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () => new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshNotFound: () => new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshUsed: () => new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  grantType: () => new GoTrueError(400, 'validation_failed', 'unsupported_grant_type'),
  notFound: () => new GoTrueError(404, 'not_found', 'Not found'),
};
