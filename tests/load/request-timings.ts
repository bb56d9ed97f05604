/**
 * Latency per kind of request in a load run (home page, search API, enquiry…), so a run that
 * times out says which requests waited, not only that some did. A request counts as started when
 * autocannon builds it and as answered when its response ends; started minus answered at the end
 * of the run is what timed out or was still under way.
 */
export type KindTimings = { kind: string; started: number; answered: number; p50: number; p99: number; max: number };

export class RequestTimings {
  private readonly samples = new Map<string, number[]>();
  private readonly started = new Map<string, number>();

  start(kind: string): number {
    this.started.set(kind, (this.started.get(kind) ?? 0) + 1);
    return performance.now();
  }

  answer(kind: string, startedAt: number): void {
    const list = this.samples.get(kind) ?? [];
    list.push(performance.now() - startedAt);
    this.samples.set(kind, list);
  }

  summary(): KindTimings[] {
    return [...this.started].map(([kind, started]) => {
      const sorted = [...(this.samples.get(kind) ?? [])].sort((a, b) => a - b);
      return { kind, started, answered: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
    });
  }
}

/** Nearest-rank percentile of ascending values (0 for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? 0;
}

export function formatTimings(rows: KindTimings[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return rows.map((r) => `  ${r.kind.padEnd(14)} ${String(r.answered).padStart(6)} answered of ${String(r.started).padStart(6)}; p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`).join('\n');
}
