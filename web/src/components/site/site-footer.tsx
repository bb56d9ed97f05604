import { siteDisplayAddress } from '@/content/site-address';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatPhone, phoneHref } from '@/lib/phone-format';

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn', tiktok: 'TikTok', twitter: 'X (Twitter)', x: 'X',
};

// Text that joins pieces is one template string: separate pieces would each cost the HTML a
// `<!-- -->` between them and the RSC payload an array, on every page.
function PhoneRow({ label, phone }: { label: string; phone: string | null | undefined }) {
  const href = phoneHref(phone);
  if (!phone || !href) return null;
  return (
    <li>
      <span className="text-neutral-300">{`${label}: `}</span>
      {/* Underlined: this link sits in a line of text, so colour alone would not mark it. */}
      <a href={href} className="underline">{formatPhone(phone)}</a>
    </li>
  );
}

/** Tenant footer: link columns, contact details, social links, legal line and disclaimer. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  const address = siteDisplayAddress(site);
  const social = Object.entries(site.social).filter(([, url]) => /^https?:\/\//.test(url));
  return (
    // Room under the last line for a vehicle page's sticky bottom bar (present from the first
    // render, so the padding never shifts the page when the bar slides in).
    <footer className="site-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        {site.footer.columns.length > 0 && (
          <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
            {site.footer.columns.map((column, columnIndex) => (
              <div key={columnIndex}>
                <h2>{column.title}</h2>
                <ul className="mt-3">
                  {column.links.map((link, index) => (
                    <li key={index}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}

        <div>
          <h2>{`Contact ${site.name}`}</h2>
          <address className="mt-3 text-neutral-100 not-italic">
            {address.street}
            <br />
            {`${address.city} ${address.state} ${address.postcode}`}
          </address>
          <ul className="mt-3">
            <PhoneRow label="Sales" phone={site.phones.sales} />
            <PhoneRow label="Service" phone={site.phones.service} />
            <PhoneRow label="Parts" phone={site.phones.parts} />
            {site.email && (
              <li>
                {/* An address is one long word: it breaks anywhere rather than push the page wider than the window (Metro's did at 1024 px). */}
                <a href={`mailto:${site.email}`} className="max-w-full [overflow-wrap:anywhere]">{site.email}</a>
              </li>
            )}
          </ul>
          {social.length > 0 && (
            <>
              <h2 className="mt-6">Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-x-4">
                {social.map(([network, url]) => (
                  <li key={network}>
                    <a href={url} rel="noopener noreferrer" target="_blank">
                      {SOCIAL_NAMES[network.toLowerCase()] ?? network}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>

      <div className="border-t border-neutral-700">
        <div className="container-page space-y-3 py-6 text-sm text-neutral-300">
          <p>{site.footer.legal}</p>
          {site.legal.disclaimer && <p className="text-xs leading-relaxed">{site.legal.disclaimer}</p>}
        </div>
      </div>
    </footer>
  );
}
