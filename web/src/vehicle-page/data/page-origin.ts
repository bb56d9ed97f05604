import 'server-only';
import { headers } from 'next/headers';
import type { SiteConfig } from '@dealer/schemas/content/site';

/** The site's public origin: its production domain, else the host the request came to (local). */
export async function siteOrigin(site: Pick<SiteConfig, 'domains'>): Promise<string> {
  const domain = site.domains[0];
  if (domain) return `https://${domain}`;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const protocol = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
