/**
 * SPEC 4 multi-step enquiry: on success "stores the enquiry, sets a success-category record and
 * goes to /success". The record tells /success what was sent; the enquiry list lets later pages
 * know this device has enquired (kept to the last 10, no personal details).
 */
export type SuccessRecord = { kind: string; category: string; subcategory: string | null; vehicle: string | null; dealer: string | null };

const SUCCESS_KEY = 'leadSuccess';
const ENQUIRIES_KEY = 'enquiries';

export function recordSuccess(record: SuccessRecord, leadId: string, carId: number | null): void {
  try {
    window.sessionStorage.setItem(SUCCESS_KEY, JSON.stringify(record));
    const raw = window.localStorage.getItem(ENQUIRIES_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    const previous = Array.isArray(list) ? list.slice(-9) : [];
    window.localStorage.setItem(ENQUIRIES_KEY, JSON.stringify([...previous, { lead_id: leadId, kind: record.kind, category: record.category, car_id: carId, at: new Date().toISOString() }]));
  } catch {
    // Storage unavailable: /success shows its general thanks.
  }
}

export function readSuccess(): SuccessRecord | null {
  try {
    const raw = window.sessionStorage.getItem(SUCCESS_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SuccessRecord>;
    if (typeof value.category !== 'string' || typeof value.kind !== 'string') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { kind: value.kind, category: value.category, subcategory: text(value.subcategory), vehicle: text(value.vehicle), dealer: text(value.dealer) };
  } catch {
    return null;
  }
}
