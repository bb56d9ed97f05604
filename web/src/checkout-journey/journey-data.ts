import type { CreditHistory } from '@/domain/quick-quote';
import type { AdjustmentAnswers, AuState } from '@/leads/schema/trade-in-schemas';
import type { JourneyDetails } from './journey-steps';

/**
 * What a buy-online journey has saved, step by step. The trade-in offer, the finance quote and
 * the delivery fee are the platform's own answers (valuation, finance and geocoding ports) at the
 * time the step was saved; the browser never sends a figure.
 */
export type TradeInSaved =
  | { has_trade_in: 'no' }
  | {
    has_trade_in: 'yes';
    vehicle: { rego: string | null; regoState: AuState; year: number; make: string; model: string; variant: string | null; kms: number; adjustmentAnswers: AdjustmentAnswers };
    offer: number | null;
    reason: string | null;
  };

export type PaymentSaved =
  | { method: 'cash' }
  | {
    method: 'finance'; loanTerm: number; selfAssessedCreditScore: CreditHistory;
    quote: { amount: number; weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } | null;
  };

export type HandoverSaved =
  | { method: 'pickup'; date: string; location: string }
  | { method: 'delivery'; date: string; postcode: string; fee: number; place: string };

export type JourneyData = {
  trade_in?: TradeInSaved;
  payment?: PaymentSaved;
  handover?: HandoverSaved;
  details?: JourneyDetails;
};

/** The trade-in credit the deal counts: the offer, when one was made. */
export const tradeInCredit = (data: JourneyData) => (data.trade_in?.has_trade_in === 'yes' ? data.trade_in.offer : null);

/** The delivery fee the deal counts (pickup is free, and not a line). */
export const deliveryFee = (data: JourneyData) => (data.handover?.method === 'delivery' ? data.handover.fee : null);
