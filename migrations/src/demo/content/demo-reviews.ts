import type { TenantDefinition } from '../tenants/tenant-types';

export type DemoReview = { _key: string; customerName: string; rating: number; text: string; reviewDate: string; replyText?: string; replyDate?: string };

/** [customer, rating, review, days ago, the dealer's reply or null]; `{dealer}` and `{vehicle}` are filled per tenant. */
const REVIEWS: [string, number, string, number, string | null][] = [
  ['Jess M.', 5, 'Easy from test drive to delivery. {dealer} had the paperwork ready when I arrived and the {vehicle} was spotless.', 12, 'Thanks Jess, enjoy the {vehicle}!'],
  ['Sam T.', 4, 'Fair trade-in price and no pressure. Pickup took a little longer than promised but they kept me posted.', 30, null],
  ['Priya K.', 5, 'Our salesperson listened to what we needed instead of pushing the dearest option. Finance was sorted the same afternoon.', 41, 'Thank you Priya, it was a pleasure helping your family.'],
  ['Daniel R.', 5, 'Booked online on Sunday night, test drove Monday and drove home Thursday. Straightforward the whole way.', 55, null],
  ['Aroha W.', 4, 'Good range to look at and honest answers about the service history. The coffee could be better!', 63, 'Noted, Aroha. New machine is on order.'],
  ['Michael B.', 5, 'Second {vehicle} from {dealer}. Same friendly team, same no-fuss handover.', 78, 'Great to see you back, Michael.'],
  ['Linh N.', 5, 'They explained every line of the contract and the warranty. I never felt rushed.', 90, null],
  ['Chris P.', 3, 'The {vehicle} is great, but I waited a week for a callback about the accessories I ordered.', 104, 'Sorry Chris, that is not good enough. Our service manager has called you to fix it.'],
  ['Hannah G.', 5, 'Home test drive was brilliant with two kids in tow. Would recommend {dealer} to anyone.', 119, null],
  ['Tom F.', 4, 'Solid price and a clean {vehicle}. Detailing before delivery was excellent.', 133, null],
  ['Fatima A.', 5, 'Reserved online with the deposit and they held the {vehicle} for me over the weekend as promised.', 150, 'Thanks Fatima, glad it was waiting for you.'],
  ['Georgia L.', 5, 'Friendly, patient and knew their stock. The handover walk-through covered everything.', 171, null],
  ['Ben S.', 4, 'Good experience overall; the online valuation matched what they offered in person.', 192, null],
  ['Maria C.', 5, 'Service department fitted me in the same day when a warning light came on before a long drive.', 215, 'Safe travels, Maria!'],
];

const VEHICLE: Record<string, string> = { 'outback-rv-and-moto': 'van', 'riverside-toyota': 'Toyota' };

/**
 * Each tenant's site-wide reviews, newest first (the embedded reviews adapter serves these). Dates
 * count back from the demo's reference date. Valley's average stays the spec's example (3.6 from
 * 151 reviews), under the minimum of 4, so its reviews block hides itself (SPEC 5).
 */
export function demoReviews(tenant: Pick<TenantDefinition, 'slug' | 'name'>, daysBefore: (days: number) => string): { averageRating: string; count: number; reviews: DemoReview[] } {
  const fill = (text: string) => text.replaceAll('{dealer}', tenant.name).replaceAll('{vehicle}', VEHICLE[tenant.slug] ?? 'car');
  const reviews = REVIEWS.map(([customerName, rating, text, days, reply], index) => ({
    _key: `r${index + 1}`, customerName, rating, text: fill(text), reviewDate: daysBefore(days),
    ...(reply ? { replyText: fill(reply), replyDate: daysBefore(days - 1) } : {}),
  }));
  const summary = tenant.slug === 'valley-used-cars' ? { averageRating: '3.6', count: 151 } : { averageRating: '4.6', count: 1284 };
  return { ...summary, reviews };
}
