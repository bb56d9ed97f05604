import { connection } from 'next/server';
import { handleCheckContact } from '@/identity/server/contact-routes';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';

/** Per visitor: `connection()` keeps the build from running it once and keeping that answer. */
export async function GET(request: Request) {
  await connection();
  return handleCheckContact(request, appIdentityRouteDeps);
}
