/** SPEC 3 "Caravan specifications": lengths are shown in ft and m, 1 ft = 0.3048 m. */
export const METRES_PER_FOOT = 0.3048;

const oneDecimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

export function feetAndMetres(feet: number | string | null | undefined): string | null {
  const value = typeof feet === 'string' ? Number(feet) : feet;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return `${oneDecimal.format(value)} ft (${twoDecimals.format(value * METRES_PER_FOOT)} m)`;
}

export function kilograms(value: number | string | null | undefined): string | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? `${oneDecimal.format(n)} kg` : null;
}
