/**
 * SPEC 3 "Stored user details (local): name, last_name, email, phone, postcode": saved on this
 * device after a successful lead, and used to prefill the next form. Read defensively: whatever is
 * in localStorage may be from an older version or edited by hand.
 */
const KEY = 'userDetails';
export const STORED_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type StoredDetails = Partial<Record<(typeof STORED_FIELDS)[number], string>>;

const MAX_LENGTH = 254;

/** The stored fields that are non-empty text of an acceptable length; anything else is left out. */
function usableDetails(stored: unknown): StoredDetails {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const details: StoredDetails = {};
  for (const field of STORED_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '' && value.length <= MAX_LENGTH) details[field] = value;
  }
  return details;
}

export function readStoredDetails(): StoredDetails {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return {};
    return usableDetails(JSON.parse(raw));
  } catch {
    return {};
  }
}

export function saveStoredDetails(values: Record<string, unknown>): void {
  const details: StoredDetails = { ...readStoredDetails() };
  for (const field of STORED_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') details[field] = value.trim().slice(0, MAX_LENGTH);
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Private mode or a full quota: prefill is a convenience, never a reason to fail.
  }
}
