/**
 * SPEC 9 "'Offer ends' date shown": the site's advertised finance offer (its rate and example)
 * runs to the end of the last day the dealer sets in the Studio (Site settings → Finance), in the
 * site's own time zone. Shown with the finance disclaimer wherever a finance figure is; from the
 * day after, nothing is said (an ended offer is not advertised).
 */
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'Offer ends 31 December 2026' while `today` (YYYY-MM-DD in the site's zone) is not past it; else null. */
export function financeOfferEnds(offerEnds: string | null | undefined, today: string): string | null {
  if (!offerEnds || !ISO_DATE.test(offerEnds)) return null;
  const time = Date.parse(`${offerEnds}T00:00:00Z`);
  if (Number.isNaN(time) || offerEnds < today) return null;
  return `Offer ends ${longDate.format(time)}`;
}
