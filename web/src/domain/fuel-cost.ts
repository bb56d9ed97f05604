/**
 * SPEC 5 "Fuel calculator": fuel price 1.70 $/L, distance 250 km a week, economy from the
 * variant's combined consumption else 10 L/100km; hidden for electric vehicles.
 * SPEC 9: cost per week = distance/100 x consumption x price.
 */
export const FUEL_DEFAULTS = { price: 1.7, distance: 250, economy: 10 } as const;

export function weeklyFuelCost(distanceKm: number, litresPer100: number, pricePerLitre: number): number {
  if (![distanceKm, litresPer100, pricePerLitre].every((n) => Number.isFinite(n) && n >= 0)) return 0;
  return Math.round((distanceKm / 100) * litresPer100 * pricePerLitre * 100) / 100;
}

export function defaultEconomy(combined: unknown): number {
  const value = typeof combined === 'string' ? Number(combined) : combined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : FUEL_DEFAULTS.economy;
}

// Feeds name hybrids 'Hybrid Petrol/Electric': electric, but they burn fuel all the same.
const BURNS_FUEL = /petrol|diesel|unleaded|hybrid|lpg|extended range/i;

export function showFuelCalculator(fuel: string | null | undefined): boolean {
  const value = fuel ?? '';
  return !/electric/i.test(value) || BURNS_FUEL.test(value);
}
