import { useCallback, useState } from 'react';

/**
 * Which slides have their photo mounted: the first one from the start, then each slide the shopper
 * reaches and its two neighbours (so a swipe finds the next photo already there). A mounted photo
 * stays; the rest never load unless the shopper comes near them.
 */
export function useNearbySlides(count: number, start = 0): [ReadonlySet<number>, (at: number) => void] {
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([start]));
  const near = useCallback((at: number) => {
    setMounted((previous) => {
      const around = [at - 1, at, at + 1].map((i) => (i + count) % count);
      if (around.every((i) => previous.has(i))) return previous;
      return new Set([...previous, ...around]);
    });
  }, [count]);
  return [mounted, near];
}
