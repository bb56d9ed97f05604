import 'server-only';
import { notFound } from 'next/navigation';
import { pageSiteConfig } from '@/content/page-site-config';
import type { SiteConfig } from '@/content/site';

/** The tenant of a `[site]` route, or the 404 page when no site has that slug. */
export async function requireSite(slug: string): Promise<SiteConfig> {
  const site = await pageSiteConfig(slug);
  if (!site) notFound();
  return site;
}

/** Metadata must not throw on an unknown tenant; the page itself answers 404. */
export async function findSite(slug: string): Promise<SiteConfig | null> {
  try {
    return await pageSiteConfig(slug);
  } catch {
    return null;
  }
}
