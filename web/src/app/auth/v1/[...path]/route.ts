import { handleAuthApi } from '@/identity/server/auth-api-route';

/** The local GoTrue (auth port, embedded default) on every tenant host: see auth-route.ts. */
export const GET = handleAuthApi;
export const POST = handleAuthApi;
export const OPTIONS = handleAuthApi;
