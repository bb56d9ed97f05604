/** A prize as the draw sees it: its key and its weight (its chance against the others). */
export type WeightedPrize = { _key: string; weight?: number | null };

/**
 * Draws one prize, each with a chance proportional to its weight (SPEC 2 /spin-to-win: the outcome
 * is decided on the server). `random` returns a number in [0, 1), as Math.random does; tests pass
 * their own. A prize without a positive whole weight is never drawn; null when none can be.
 */
export function drawPrize<T extends WeightedPrize>(prizes: readonly T[], random: () => number): T | null {
  const weighted = prizes.map((prize) => ({ prize, weight: weightOf(prize) })).filter((entry) => entry.weight > 0);
  const total = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  if (total === 0) return null;
  // Clamped so a random() of exactly 1 (out of contract) still lands on the last prize.
  let ticket = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  for (const entry of weighted) {
    if (ticket < entry.weight) return entry.prize;
    ticket -= entry.weight;
  }
  return weighted.at(-1)!.prize;
}

function weightOf(prize: WeightedPrize): number {
  const weight = prize.weight ?? 0;
  return Number.isInteger(weight) && weight > 0 ? weight : 0;
}
