import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getPage } from '@/content/pages';
import { LEGAL_PATHS, legalLinks, type LegalLinks } from '../schema/form-rules';

const slugOf = (path: string) => path.slice(1);

/**
 * Where a tenant's consent checkboxes link: its own terms and privacy pages (CMS pages of those
 * slugs), or the contact page while one does not exist. A content failure keeps the standard paths.
 */
export async function siteLegalLinks(site: SiteConfig): Promise<LegalLinks> {
  try {
    const [terms, privacy] = await Promise.all([getPage(site, slugOf(LEGAL_PATHS.terms)), getPage(site, slugOf(LEGAL_PATHS.privacy))]);
    return legalLinks({ terms: terms !== null, privacy: privacy !== null });
  } catch (error) {
    console.warn('Legal pages not looked up', error);
    return LEGAL_PATHS;
  }
}
