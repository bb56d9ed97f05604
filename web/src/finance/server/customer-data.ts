import type { CustomerData } from '@/ports/finance-quote';
import { isCreditHistory, quickQuotePrice, quickQuoteTerm } from '@/domain/quick-quote';

type StoredLead = { user_data: Record<string, unknown> };
type Car = { vin: string | null; nvic: string | null; year: number } | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * SPEC 7 "Create customer" `data` from the stored Finance Enquiry lead (what the shopper typed,
 * validated when the lead was stored) and the car from the tenant's stock.
 */
export function customerData(lead: StoredLead, car: Car): CustomerData {
  const values = lead.user_data;
  const credit = values.selfAssessedCreditScore;
  const amount = Number(values.amount);
  return {
    nvic: car?.nvic ?? null,
    vin: car?.vin ?? null,
    selfAssessedCreditScore: isCreditHistory(credit) ? credit : 'GREAT',
    purchasePrice: quickQuotePrice(Number.isFinite(amount) && amount > 0 ? amount : 0),
    year: car?.year ?? null,
    loanTerm: quickQuoteTerm(values.term),
    phoneNumber: text(values.phone),
    firstName: text(values.name),
    lastName: text(values.last_name),
    email: text(values.email),
    subscribe: values.opt_in === true,
    postCode: text(values.postcode) || null,
  };
}
