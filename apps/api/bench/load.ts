// One scenario under load: autocannon at 16 connections against the listening API for a bounded time and request
// count, with our own latency list (autocannon's histogram has no p95).
import autocannon from 'autocannon';
import { combineRuns, percentiles, type Percentiles, type TimedRun } from './percentiles.ts';

export interface LoadResult extends Percentiles, TimedRun {
  requests: number;
  requestsPerSecond: number;
  failures: number;
}

/** Several runs of one call as one result: percentiles over all their samples (to `digits` decimals), failures summed. */
export const combineLoads = (runs: readonly LoadResult[], digits = 1): LoadResult => ({
  ...combineRuns(runs, digits),
  failures: runs.reduce((n, r) => n + r.failures, 0),
});

export interface LoadOptions {
  baseUrl: string;
  path: string;
  token: string;
  connections: number;
  seconds: number;
  maxRequests: number;
}

export function runLoad(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: o.baseUrl + o.path,
        connections: o.connections,
        duration: o.seconds,
        headers: { authorization: `Bearer ${o.token}` },
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        resolve({
          ...percentiles(latencies),
          samples: latencies,
          seconds,
          requests: latencies.length,
          requestsPerSecond: Math.round(latencies.length / seconds),
          failures: failures + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode !== 200) failures++;
      latencies.push(responseTime);
      if (latencies.length >= o.maxRequests) instance.stop();
    });
  });
}
