import { SPEC_TEXT } from '@/leads/messages';
import type { ShownValuationInput } from '@/leads/schema/miscellaneous-schema';

/**
 * SPEC 7: once the offer is on screen, the valuation result is saved against the lead through
 * /api/miscellaneous (column_name 'valuation'). The shopper is not held up by it: a failure is
 * only logged ('Failed to save valuation data'), as the platform already has the valuation.
 */
export async function saveValuation(leadId: string, valuation: ShownValuationInput): Promise<boolean> {
  try {
    const response = await fetch('/api/miscellaneous', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead_id: leadId, column_name: 'valuation', valuation }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return true;
  } catch (error) {
    console.error(SPEC_TEXT.valuationSaveFailed, error instanceof Error ? error.message : error);
    return false;
  }
}
