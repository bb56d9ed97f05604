import type { PageSpec, TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { ctaButtons, faqAccordion, locations, richText, warrantyBullets } from './blocks';
import { servicePages } from './service-pages';
import { spinToWinPage } from './spin-promotions';
import { teamPage } from './team-page';

/**
 * The content pages every dealer site has (SPEC 2: /terms-and-conditions, /privacy-policy,
 * /warranty, /faqs, /buying, /teams; capped-price servicing, roadside assist and parts search
 * where it services new cars), written from the tenant's own facts (its name, what it sells,
 * whether it reserves online or gives a money-back guarantee) so no page contradicts another.
 * A tenant's own page of the same slug (tenants/<slug>/pages.ts) wins.
 */

/** New-car warranties of the makes the demo dealers sell new (SPEC 1: 5 or 7 years for some brands). */
const NEW_CAR_WARRANTY: Record<string, string> = {
  Toyota: '5 years, unlimited kilometres',
  Mazda: '5 years, unlimited kilometres',
  Hyundai: '5 years, unlimited kilometres',
  Ford: '5 years, unlimited kilometres',
  Kia: '7 years, unlimited kilometres',
  MG: '7 years, unlimited kilometres',
};

/** SPEC 5: the used-car return conditions. */
export const RETURN_CONDITIONS = [
  '- The car has been driven no more than 500 km since you took delivery.',
  '- It comes back with at least a quarter of a tank of fuel.',
  '- All keys, accessories, books and paperwork are returned.',
  '- There is no finance or other financial encumbrance owing on it.',
  '- You tell us within the return period, before the appointment.',
  '- The guarantee is for private buyers (consumers) only, not business or trade buyers.',
];

type Facts = {
  name: string;
  phone: string;
  email: string;
  newMakes: string[];
  sellsNew: boolean;
  reserves: boolean;
  moneyBack: string | null;
  holdHours: number;
  warrantyYears: number;
};

type Claims = { deposit: { holdHours: number }; warrantyYears: number };

function facts(tenant: TenantDefinition, context: TenantContext): Facts {
  // The site's claims (SPEC 1) are the one source of the figures the pages state.
  const claims = tenant.site(context).claims as Claims;
  const primary = tenant.locations.find((l) => l.primary) ?? tenant.locations[0]!;
  const newMakes = [...new Set(tenant.stock.flatMap((stream) => stream.newMakes))];
  return {
    name: tenant.name,
    phone: primary.phone,
    email: primary.email ?? `hello@${tenant.slug.replaceAll('-', '')}.com.au`,
    newMakes,
    sellsNew: tenant.stock.some((stream) => stream.carTypes.some(([type]) => type === 'new')),
    reserves: tenant.checkout !== null,
    moneyBack: tenant.moneyBack,
    holdHours: claims.deposit.holdHours,
    warrantyYears: claims.warrantyYears,
  };
}

function terms(f: Facts): PageSpec {
  return {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    seo: { title: `Terms and Conditions | ${f.name}`, description: `The terms of use of the ${f.name} website.` },
    sections: [
      richText('terms', [
        '## Using this website',
        `This website is operated by ${f.name}. By using it you agree to these terms. If you do not agree, please do not use the site.`,
        '## Vehicle information and prices',
        'We take care to describe every vehicle accurately, but photos, features and specifications are a guide only and may change without notice. Prices include GST. Drive-away prices include registration and stamp duty where stated; otherwise on-road costs are extra. Please confirm the details of a vehicle with us before you buy.',
        '## Enquiries, test drives and bookings',
        'When you send an enquiry, book a test drive or a service, we contact you about it by phone, email or SMS. A booking is confirmed only when our team confirms it.',
        ...(f.reserves
          ? ['## Reserving a car online', `A reservation holds the car for ${f.holdHours} hours for a deposit that is 100% refundable until you sign a contract of sale. The car is sold to you only when a contract of sale is signed.`]
          : []),
        '## Finance',
        'Repayment estimates on this site are indicative only and are not an offer of credit. Finance is subject to the lender\'s approval criteria, fees and charges.',
        '## Our right to refuse',
        `${f.name} may refuse to deal with any user, and may withdraw any vehicle from sale at any time before a contract is signed.`,
        '## Your consumer rights',
        'Nothing in these terms limits your rights under the Australian Consumer Law.',
        '## Contact',
        `Questions about these terms: call ${f.phone} or email ${f.email}. Read how we handle your information in our [privacy policy](/privacy-policy).`,
      ]),
    ],
  };
}

function privacy(f: Facts): PageSpec {
  return {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    seo: { title: `Privacy Policy | ${f.name}`, description: `How ${f.name} collects, uses and protects your personal information.` },
    sections: [
      richText('privacy', [
        '## What we collect',
        'When you enquire, book a test drive or service, value a trade-in or apply for finance, we collect the details you give us: your name, phone number, email, postcode, and the vehicle you are interested in. If you sign in with your mobile number we keep the number and a record that it was verified.',
        '## How we use it',
        '- To answer your enquiry and arrange test drives, services and deliveries.',
        '- To prepare a trade-in offer or pass your finance application to the lender you choose.',
        '- To send you offers and product updates, only if you ticked the box to subscribe. You can unsubscribe at any time.',
        '## Who we share it with',
        'We share your details only with those who help us serve you: our customer management system, finance and insurance providers you ask us to contact, and the vehicle manufacturer for warranty and recalls. We never sell your information.',
        '## Cookies and analytics',
        'The site uses cookies and analytics to understand which pages are useful. Favourites and recently viewed cars are kept in your own browser.',
        '## Access and correction',
        `You can ask for a copy of the information we hold about you, or ask us to correct it, by calling ${f.phone} or emailing ${f.email}. If you are unhappy with how we handled your information you may complain to the Office of the Australian Information Commissioner.`,
      ]),
    ],
  };
}

function warranty(f: Facts): PageSpec {
  const newCars = f.newMakes.filter((make) => NEW_CAR_WARRANTY[make]);
  return {
    slug: 'warranty',
    title: 'Warranty',
    seo: { title: `Warranty | ${f.name}`, description: `The warranty that comes with new and used vehicles from ${f.name}.` },
    sections: [
      warrantyBullets('promises', 'Our promises'),
      richText('details', [
        ...(newCars.length > 0
          ? ['## New vehicles', 'Every new vehicle carries its manufacturer\'s warranty, honoured at any authorised dealer in Australia:', ...newCars.map((make) => `- ${make}: ${NEW_CAR_WARRANTY[make]}`)]
          : f.sellsNew ? ['## New vehicles', 'Every new vehicle carries its manufacturer\'s full warranty, honoured by authorised dealers across Australia.'] : []),
        '## Used vehicles',
        `Eligible used vehicles come with a ${f.warrantyYears}-year warranty as standard, covering the engine, transmission and major mechanical and electrical parts. Your salesperson gives you the warranty terms before you sign.`,
        '## Making a claim',
        `Call our service team on ${f.phone}. We arrange the inspection and the repair, and you never pay for a covered part.`,
      ]),
      ctaButtons('ctas', 'Questions about your warranty?', [['Contact us', '/contact-us'], ['Book a service', '/pages/book-a-service', 'secondary']]),
    ],
  };
}

function faqs(f: Facts): PageSpec {
  return {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    seo: { title: `FAQs | ${f.name}`, description: `Answers about buying, trade-ins and warranty at ${f.name}.` },
    sections: [
      ...(f.reserves ? [faqAccordion('reserve', 'Reserving online', 'reserve-online')] : []),
      faqAccordion('trade', 'Trade-ins', 'trade-in'),
      faqAccordion('warranty', 'Warranty', 'warranty'),
      ctaButtons('ask', 'Still have a question?', [['Contact us', '/contact-us']]),
    ],
  };
}

function buying(f: Facts): PageSpec {
  return {
    slug: 'buying',
    title: 'How Buying Works',
    seo: { title: `How buying works | ${f.name}`, description: `From finding the right vehicle to driving it home: buying from ${f.name}.` },
    sections: [
      richText('steps', [
        '## Buying with us, step by step',
        '- **Find your vehicle.** Search our stock online, save favourites and compare them.',
        '- **Test drive it.** Book a test drive at a time that suits you.',
        ...(f.reserves ? [`- **Reserve it online.** A fully refundable deposit holds the car for ${f.holdHours} hours while you decide.`] : []),
        '- **Value your trade-in and arrange finance.** Both can be done online before you visit.',
        '- **Sign and drive away.** We register the vehicle, fill the tank and walk you through every feature.',
      ]),
      ...(f.moneyBack
        ? [richText('guarantee', [
          '## Our money-back guarantee',
          `Every used car comes with ${f.moneyBack}. If the car is not right for you, tell us within the return period and we will book a return appointment. Bring the car back in the same condition and we refund the purchase price or exchange it for another car.`,
          '### Return conditions',
          ...RETURN_CONDITIONS,
        ])]
        : []),
      locations('locations', 'Where to find us', 'sales'),
      ctaButtons('start', 'Ready to start?', [['Search our stock', '/search/new-used-and-demo-cars'], ['Value my trade-in', '/trade-in', 'secondary']]),
    ],
  };
}

/** The standard content pages of a tenant, minus any its own pages already cover. */
export function contentPages(tenant: TenantDefinition, own: readonly PageSpec[], context: TenantContext): PageSpec[] {
  const f = facts(tenant, context);
  const taken = new Set(own.map((page) => page.slug));
  return [terms(f), privacy(f), warranty(f), faqs(f), buying(f), teamPage(tenant), ...servicePages(tenant), ...spinToWinPage(tenant)].filter((page) => !taken.has(page.slug));
}
