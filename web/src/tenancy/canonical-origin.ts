import type { SiteConfig } from '@dealer/schemas/content/site';
import { serverEnv } from '@/server/env';

/**
 * A site's public origin for absolute URLs (canonical links, sitemaps, links in PDFs and leads):
 * its first custom domain over HTTPS; without one (the demo), its subdomain of ROOT_DOMAIN on the
 * port the platform serves. Never built from request headers: a forged Host or
 * X-Forwarded-Proto must not end up in a page or a publicly cached file.
 */
export function canonicalOrigin(site: Pick<SiteConfig, 'domains' | 'slug'>): string {
  const domain = site.domains[0];
  if (domain) return `https://${domain}`;
  const root = serverEnv().ROOT_DOMAIN;
  const port = process.env.PORT ?? '3000';
  const local = root === 'localhost' || root.endsWith('.localhost');
  return local ? `http://${site.slug}.${root}:${port}` : `https://${site.slug}.${root}`;
}
