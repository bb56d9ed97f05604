import type { SiteConfig } from '@dealer/schemas/content/site';
import { AlertsOffButton } from '../alerts/alerts-off-button';

/** /watchlist/alerts-off?token=: where an alert's opt-out link lands; no sign-in needed. */
export function AlertsOffPage({ site, token }: { site: SiteConfig; token: unknown }) {
  const value = typeof token === 'string' ? token : '';
  return (
    <div className="container-page max-w-xl py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Watchlist alerts</h1>
      <p className="mt-3">{site.name} texts you when a car on your watchlist drops in price, is reserved or sells: at most once a day per car.</p>
      <div className="mt-6">{value ? <AlertsOffButton token={value} /> : <p>This link is incomplete. Please open the link from the message again.</p>}</div>
    </div>
  );
}
