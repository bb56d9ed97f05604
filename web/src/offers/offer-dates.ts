const endDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' });

/** "Offer ends 24 July 2025" in Brisbane time (SPEC.md 9: 'Offer ends' date shown); null for standing offers. */
export function offerEndsText(endsAt: string | null): string | null {
  if (!endsAt) return null;
  const time = Date.parse(endsAt);
  return Number.isNaN(time) ? null : `Offer ends ${endDate.format(time)}`;
}
