import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { AccountMenu } from '@/identity/components/account-menu';
import { CardFinancePopup } from '@/finance/components/card-finance-popup';
import { cardFinanceRules } from '@/finance/server/card-finance-rules';
import { CompareTray } from '@/identity/device/compare-tray';
import { SessionTrailRecorder } from '@/leads/components/session-trail-recorder';
import { CachedSiteFooter, CachedSiteHeader } from '@/components/site/cached-site-chrome';
import { SkipLink } from '@/components/site/skip-link';
import { AppToaster } from '@/components/toasts/app-toaster';
import { PreviewBanner } from '@/content/preview-banner';
import { brandCssVariables } from '@/lib/brand-colours';
import { findSite, requireSite } from './require-site';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

// Everything below depends on the tenant, read from the params before anything renders. A page
// without generateStaticParams has them only per request, so it has no static shell to validate.
export const instant = false;

function productionOrigin(domains: string[]): URL | undefined {
  const domain = domains[0];
  if (!domain) return undefined;
  try {
    return new URL(`https://${domain}`);
  } catch {
    return undefined;
  }
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return { title: 'Site not found' };
  return {
    metadataBase: productionOrigin(site.domains),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.tagline ?? `${site.name}: new, demo and used vehicles.`,
    openGraph: { siteName: site.name, locale: 'en_AU', type: 'website' },
  };
}

/**
 * Every tenant page: the site's colours as CSS variables (contrast-checked), skip link, header,
 * main landmark and footer (the header and footer from the page cache). An unknown slug renders the platform's "Site not found" page.
 */
export default async function SiteLayout({ children, params }: Props) {
  const site = await requireSite((await params).site);
  const brand = brandCssVariables(site.colours);
  const style = { ...brand, '--focus-ring': brand['--brand-ink'] } as CSSProperties;
  const financeRules = await cardFinanceRules(site);

  return (
    <div style={style} className="flex min-h-dvh flex-col">
      {/* The pages of the browser session, sent with any lead (SPEC 7 lead_attributes). */}
      <SessionTrailRecorder />
      <SkipLink />
      <PreviewBanner />
      <CachedSiteHeader siteSlug={site.slug} account={<AccountMenu />} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <CachedSiteFooter siteSlug={site.slug} />
      <CompareTray />
      <AppToaster />
      {financeRules && <CardFinancePopup rules={financeRules} />}
    </div>
  );
}
