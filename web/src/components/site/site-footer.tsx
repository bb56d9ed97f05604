'use client';

import type { FooterView } from './footer-view';

/**
 * Tenant footer: link columns, contact details, social links, legal line and disclaimer. A client
 * component so that every page's payload carries the footer's fields (footer-view.ts), not its
 * rendered tree; it has no state and no effects.
 */
export function SiteFooter({ footer }: { footer: FooterView }) {
  return (
    // Room under the last line for a vehicle page's sticky bottom bar (present from the first
    // render, so the padding never shifts the page when the bar slides in).
    <footer className="site-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        {footer.columns.length > 0 && (
          <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
            {footer.columns.map((column, columnIndex) => (
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
          {/* Text that joins pieces is one template string: separate pieces would each cost the HTML a `<!-- -->`. */}
          <h2>{`Contact ${footer.siteName}`}</h2>
          <address className="mt-3 text-neutral-100 not-italic">
            {footer.street}
            <br />
            {footer.locality}
          </address>
          <ul className="mt-3">
            {footer.phones.map((phone) => (
              <li key={phone.label}>
                <span className="text-neutral-300">{`${phone.label}: `}</span>
                {/* Underlined: this link sits in a line of text, so colour alone would not mark it. */}
                <a href={phone.href} className="underline">{phone.number}</a>
              </li>
            ))}
            {footer.email && (
              <li>
                {/* An address is one long word: it breaks anywhere rather than push the page wider than the window (Metro's did at 1024 px). */}
                <a href={`mailto:${footer.email}`} className="max-w-full [overflow-wrap:anywhere]">{footer.email}</a>
              </li>
            )}
          </ul>
          {footer.social.length > 0 && (
            <>
              <h2 className="mt-6">Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-x-4">
                {footer.social.map((link) => (
                  <li key={link.name}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {link.name}
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
          <p>{footer.legal}</p>
          {footer.disclaimer && <p className="text-xs leading-relaxed">{footer.disclaimer}</p>}
        </div>
      </div>
    </footer>
  );
}
