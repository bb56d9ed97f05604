'use client';

import { useEffect, useState } from 'react';
import { REFRESH_SECONDS, salesToday } from './sales-count';

/**
 * The sales count as the page stays open: the browser works it out from the rule in the site's
 * time zone on arrival (a cached page may be older) and every 150 s after (SPEC 9). It starts from
 * the server's count, so the first render matches the server's HTML.
 */
export function LiveSalesCount({ initial, zone }: { initial: number; zone: string }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    const refresh = () => setCount(salesToday(new Date(), zone));
    refresh();
    const timer = setInterval(refresh, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [zone]);
  return <>{count.toLocaleString('en-AU')}</>;
}
