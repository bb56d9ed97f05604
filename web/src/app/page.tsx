import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getSiteConfig, listSites, type SiteRoute } from '@/content/site';
import { tenantUrl } from '@/lib/host-urls';

export const metadata: Metadata = { title: 'Demo dealer sites' };

// The list links each tenant on the host the request came in on: nothing of it is static.
export const instant = false;

const TEMPLATE_NAMES: Record<string, string> = {
  dealerGroup: 'Dealer group',
  manufacturerFranchise: 'Manufacturer franchise',
  usedOnly: 'Used-only dealer',
  caravanMotorcycle: 'Caravans and motorcycles',
};

/** The template of a site, or null when its config cannot be read (the site's own page says why). */
async function templateOf(site: SiteRoute): Promise<string | null> {
  try {
    const config = await getSiteConfig(site.slug);
    return config ? (TEMPLATE_NAMES[config.template] ?? config.template) : null;
  } catch (error) {
    console.error(`Directory: site config of ${site.slug} could not be read`, error);
    return null;
  }
}

/** The platform host (`localhost:3000`): every demo tenant with a link to its own host. */
export default async function DirectoryPage() {
  const requestHeaders = await headers();
  const host = requestHeaders.get('host');
  const protocol = requestHeaders.get('x-forwarded-proto');
  const rootDomain = process.env.ROOT_DOMAIN ?? 'localhost';
  const sites = await listSites();
  const templates = await Promise.all(sites.map(templateOf));

  return (
    <main id="main" className="container-page py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Demo dealer sites</h1>
      <p className="mt-3 max-w-2xl text-neutral-700">
        One platform serves every dealer below. Each site is reached on its own host name, the way a dealer&apos;s domain
        reaches it in production.
      </p>

      {sites.length === 0 ? (
        <p className="mt-8 rounded-md border border-neutral-300 p-4">
          No sites yet. Run <code className="font-mono">npm run seed</code> to create the demo data.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {sites.map((site, index) => {
            const url = tenantUrl({ host, protocol, rootDomain, slug: site.slug });
            return (
              <li key={site.slug} className="rounded-lg border border-neutral-300 p-5">
                <h2 className="text-xl font-semibold">
                  <a href={url} className="text-blue-800 underline hover:no-underline">{site.name}</a>
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-neutral-700">
                  <dt className="font-medium">Template</dt>
                  <dd>{templates[index] ?? 'Unavailable'}</dd>
                  <dt className="font-medium">Address</dt>
                  <dd className="break-all font-mono">{url}</dd>
                  {site.domains.length > 0 && (
                    <>
                      <dt className="font-medium">Domains</dt>
                      <dd>{site.domains.join(', ')}</dd>
                    </>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}

      <h2 className="mt-12 text-xl font-semibold">Platform</h2>
      <ul className="mt-3 list-disc pl-6">
        <li>
          <a href="/api/health" className="inline-block py-1 text-blue-800 underline hover:no-underline">
            Health check (<code className="font-mono">/api/health</code>)
          </a>
        </li>
      </ul>
    </main>
  );
}
