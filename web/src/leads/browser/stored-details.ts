import * as z from 'zod/mini';

/**
 * SPEC 3 "Stored user details (local): name, last_name, email, phone, postcode": saved on this
 * device after a successful lead, and used to prefill the next form. Read defensively: whatever is
 * in localStorage may be from an older version or edited by hand.
 */
const KEY = 'userDetails';
export const STORED_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type StoredDetails = Partial<Record<(typeof STORED_FIELDS)[number], string>>;

const storedField = () => z.catch(z.optional(z.string().check(z.maxLength(254))), undefined);
const storedDetails = z.object(Object.fromEntries(STORED_FIELDS.map((f) => [f, storedField()])) as Record<(typeof STORED_FIELDS)[number], ReturnType<typeof storedField>>);

export function readStoredDetails(): StoredDetails {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return {};
    const parsed = storedDetails.safeParse(JSON.parse(raw));
    return parsed.success ? Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => typeof v === 'string' && v !== '')) : {};
  } catch {
    return {};
  }
}

export function saveStoredDetails(values: Record<string, unknown>): void {
  const details: StoredDetails = { ...readStoredDetails() };
  for (const field of STORED_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim().slice(0, 254);
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Private mode or a full quota: prefill is a convenience, never a reason to fail.
  }
}
