import type { SiteConfig } from '@dealer/schemas/content/site';

/**
 * The dealer's insurance and protection products from its site settings (Studio: Site settings →
 * Vehicle page → protection items), for /finance-and-insurance when the dealer has not written a
 * CMS page of that slug.
 */
export function InsuranceProducts({ site }: { site: Pick<SiteConfig, 'name' | 'vehiclePage'> }) {
  return (
    <section aria-labelledby="insurance-heading" className="max-w-3xl">
      <h2 id="insurance-heading" className="text-2xl font-bold tracking-tight md:text-3xl">Insurance and protection</h2>
      <p className="mt-2 text-neutral-700">
        {site.name} can arrange cover for your next car when you finance it with us. Ask our finance team about:
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {site.vehiclePage.protectItems.map((item) => (
          <li key={item} className="rounded-md border border-neutral-300 px-4 py-3 font-medium">{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-neutral-700">Insurance is issued by the insurer, not the dealer. Read the product disclosure statement before you decide.</p>
    </section>
  );
}
