import type { SiteConfig } from '@dealer/schemas/content/site';
import type { MoneyBack } from '@/domain/vehicle-claims';

/**
 * What reserving means, in plain words (SPEC 1 claims, SPEC 9 reservation constants), and the
 * used-car return terms (SPEC 4 return process, SPEC 5 return conditions) where the tenant
 * offers a money-back guarantee.
 */
export function reserveMeaning(site: Pick<SiteConfig, 'claims'>, depositLabel: string | null): string[] {
  const deposit = depositLabel ? `${depositLabel} deposit` : 'deposit';
  return [
    `We hold the car for you for ${site.claims.deposit.holdHours} hours: nobody else can reserve or buy it in that time.`,
    `Your ${deposit} is fully refundable: your card is authorised for it, not charged. The money is only taken if you go ahead and buy the car; otherwise the hold is cancelled, free.`,
    'Reserving is not a contract of sale: you are free to change your mind.',
  ];
}

/** SPEC 4: the used-car return process. */
export const RETURN_PROCESS = ['Tell us within the return period', 'Book an appointment to bring the car back', 'Return it in the same condition'];

/** SPEC 5: the used-car return conditions, with the tenant's distance limit. */
export function returnConditions(moneyBack: MoneyBack): string[] {
  return [
    `At most ${moneyBack.km ?? 500} km driven`,
    'At least a quarter tank of fuel',
    'All keys and accessories returned',
    'No financial encumbrance',
    `Notice within the return period${moneyBack.days ? ` (${moneyBack.days} days)` : moneyBack.hours ? ` (${moneyBack.hours} hours)` : ''}`,
    'Consumers only',
  ];
}
