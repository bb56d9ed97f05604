import { monitorEventLoopDelay } from 'node:perf_hooks';

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;

/**
 * How long the event loop has been held since the server started: one long synchronous task
 * delays every tenant's requests. Reported by /api/health so `npm run fuzz` and `npm run load`
 * can print the worst block seen while they ran.
 */
const globalKey = Symbol.for('dealer.event-loop-delay');
type Holder = { [globalKey]?: IntervalHistogram };

export function watchEventLoop(): void {
  const holder = globalThis as Holder;
  if (holder[globalKey]) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  holder[globalKey] = histogram;
}

/** The worst and the 99th-percentile delay in milliseconds, or null before `watchEventLoop`. */
export function eventLoopDelay(): { maxMs: number; p99Ms: number } | null {
  const histogram = (globalThis as Holder)[globalKey];
  if (!histogram) return null;
  return { maxMs: Math.round(histogram.max / 1e5) / 10, p99Ms: Math.round(histogram.percentile(99) / 1e5) / 10 };
}
