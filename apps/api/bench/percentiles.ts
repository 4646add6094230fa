// Percentiles of a list of milliseconds (nearest rank), rounded to 0.1 ms (or to `digits` decimals).
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(values: readonly number[], digits = 1): Percentiles {
  const scale = 10 ** digits;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return NaN;
    const v = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
    return Math.round(v * scale) / scale;
  };
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** A timed run under load: its latencies (ms) and how long it ran. */
export interface TimedRun {
  samples: number[];
  seconds: number;
}

/** Several runs of the same thing (alternated with another, run.ts) as one: percentiles over all their samples. */
export function combineRuns(
  runs: readonly TimedRun[],
  digits = 1,
): Percentiles & TimedRun & { requests: number; requestsPerSecond: number } {
  const samples = runs.flatMap((r) => r.samples);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    ...percentiles(samples, digits),
    samples,
    seconds,
    requests: samples.length,
    requestsPerSecond: Math.round(samples.length / seconds),
  };
}
