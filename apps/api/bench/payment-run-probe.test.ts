// The payment run part's arithmetic: which samples fall in a window, and what the lock samples add up to.
import { describe, expect, it } from 'vitest';
import { summarizeLocks, windowFigures, type PageSample } from './payment-run-probe.ts';

const sample = (path: string, at: number, ms: number, status = 200): PageSample => ({ path, at, ms, status });

describe('windowFigures', () => {
  const samples = [sample('/a', 0, 5), sample('/a', 10, 7), sample('/b', 10, 100), sample('/a', 20, 30, 500), sample('/a', 30, 1)];

  it('takes the samples that started in [from, to) of one path: percentiles, the slowest and the failures', () => {
    expect(windowFigures(samples, 10, 30, '/a')).toEqual({ p50: 7, p95: 30, p99: 30, requests: 2, max: 30, failures: 1 });
  });

  it('takes every path without one', () => {
    expect(windowFigures(samples, 0, 11).requests).toBe(3);
  });

  it('is empty (NaN figures) when nothing started in the window', () => {
    const none = windowFigures(samples, 40, 50);
    expect(none.requests).toBe(0);
    expect(none.max).toBeNaN();
  });
});

describe('summarizeLocks', () => {
  it('counts the samples with waits, the most sessions waiting at once and the distinct wait events', () => {
    expect(
      summarizeLocks([
        { at: 0, waiting: 0, events: [] },
        { at: 100, waiting: 2, events: ['tuple', 'transactionid'] },
        { at: 200, waiting: 1, events: ['transactionid'] },
      ]),
    ).toEqual({ samples: 3, withWaits: 2, maxWaiting: 2, events: ['transactionid', 'tuple'] });
  });
});
