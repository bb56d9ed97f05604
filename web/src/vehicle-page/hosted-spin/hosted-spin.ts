/**
 * `spin_code` (SPEC 3, beside spin_images and spin_interior_image): the car's code at a hosted 360
 * spin provider, for dealers whose photographer shoots the spin on the provider's platform instead
 * of sending us frames. We read it as the path of the car's spin at Impel (formerly SpinCar),
 * "{dealer account}/{VIN or stock number}", and show that provider's embedded viewer only when the
 * car has no spin frames of its own: our viewer (views, hotspots, site settings) wins.
 * The code becomes part of a URL, so only letters, digits, '-', '_' and at most one '/' between
 * two parts are accepted, none empty; anything else (markup, another host, '..', a query) is
 * ignored and the page shows no hosted spin.
 */
export const HOSTED_SPIN_ORIGIN = 'https://spins.spincar.com';

const SPIN_CODE = /^[A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64})?$/;

export type HostedSpinFields = { spin_code: string | null; spin_images: readonly string[] | null };

/** The provider's embed address for this car, or null when the page should show none. */
export function hostedSpinUrl(vehicle: HostedSpinFields): string | null {
  if (vehicle.spin_images && vehicle.spin_images.length > 0) return null;
  const code = vehicle.spin_code?.trim();
  if (!code || !SPIN_CODE.test(code)) return null;
  return `${HOSTED_SPIN_ORIGIN}/${code}`;
}
