import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon, type CssIconName } from '@/components/ui/css-icon';
import { cn } from '@/lib/utils';

/** All specifications: the standard equipment list (SPEC 2). */
export function StandardEquipment({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="all-specs-heading" className="panel">
      <h2 id="all-specs-heading">All Specifications</h2>
      <h3 className="mt-3 font-semibold">Standard Equipment</h3>
      <ul className="mt-2 grid list-disc gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
        {items.map((item, index) => <li key={index}>{item}</li>)}
      </ul>
    </section>
  );
}

export function Disclaimer({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <section aria-labelledby="disclaimer-heading" className="text-sm text-neutral-700">
      <h2 id="disclaimer-heading" className="font-semibold text-neutral-900">Disclaimer</h2>
      <p className="mt-2 leading-relaxed">{text}</p>
    </section>
  );
}

/** Collapsible FAQ sections (the dealer's questions): native details/summary, so they work without JavaScript. */
export function VehicleFaq({ faqs }: { faqs: { question: string; answer: string }[] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-xl font-bold">Frequently Asked Questions</h2>
      <div className="mt-3 divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {faqs.map((faq, index) => (
          <details key={index} className="accordion faq-item px-4">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The feature banner of SPEC 2: latest offers, book a service, sell your car. */
export function FeatureBanner() {
  const items: { icon: CssIconName; title: string; text: string; href: string }[] = [
    { icon: 'tag', title: 'Latest Offers', text: 'See this month’s specials.', href: '/special-offers' },
    { icon: 'wrench', title: 'Book a Service', text: 'Keep your vehicle running well.', href: '/service' },
    { icon: 'car', title: 'Sell Your Car', text: 'Get a fair price, fast.', href: '/sell-my-car' },
  ];
  return (
    <section aria-label="More from us" className="grid gap-4 sm:grid-cols-3">
      {items.map(({ icon, title, text, href }) => (
        <a key={title} href={href} className="flex items-center gap-3 rounded-lg bg-neutral-100 p-4 hover:bg-neutral-200">
          <CssIcon name={icon} className="size-8 text-brand-ink" />
          <span>
            <span className="block font-bold">{title}</span>
            <span className="block text-sm text-neutral-700">{text}</span>
          </span>
        </a>
      ))}
    </section>
  );
}

/** The call-the-dealer block. Without a phone number the call button is not shown (SPEC 8). */
export function CallDealer({ phone, tel, name }: { phone: string | null; tel: string | null; name: string }) {
  return (
    <section aria-labelledby="call-dealer-heading" className="rounded-lg bg-neutral-900 p-6 text-white">
      <h2 id="call-dealer-heading" className="text-xl font-bold">{`Talk to ${name}`}</h2>
      <p className="mt-2">Questions about this vehicle? Our team is happy to help.</p>
      {tel && phone && (
        <a href={tel} className={cn(buttonVariants({ variant: 'accent' }), 'mt-4')}>
          <CssIcon name="phone" />
          {`Call ${phone}`}
        </a>
      )}
    </section>
  );
}
