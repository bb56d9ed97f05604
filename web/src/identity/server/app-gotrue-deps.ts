import { getSiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { messagingPort } from '@/ports/messaging';
import { siteForHost } from '@/tenancy/site-for-host';
import { DEMO_ANON_KEY } from '../../ports/auth/auth-config';
import type { LocalGoTrueDeps } from '../../ports/auth/local-gotrue/handler';

/** The local GoTrue of this process: the app's database, tenants and messaging port. */
export async function appGoTrueDeps(allowFromAddress?: LocalGoTrueDeps['allowFromAddress']): Promise<LocalGoTrueDeps> {
  return {
    db: (await database()).db,
    async site(host) {
      const resolution = await siteForHost(host);
      if (resolution.kind !== 'site') return null;
      const site = await getSiteConfig(resolution.slug);
      return site ? { slug: site.slug, name: site.name } : null;
    },
    sms: messagingPort,
    apiKeys: [DEMO_ANON_KEY],
    allowFromAddress,
  };
}
