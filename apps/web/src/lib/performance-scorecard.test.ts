import { describe, expect, it } from 'vitest';
import { PERFORMANCE_FIGURES } from '@portal/contracts';
import { performanceFilterLabel, performanceOrdersPath, readPerformanceFilter, withoutPerformanceFilter } from './performance-scorecard.ts';

describe("the orders list's performance filter", () => {
  it('reads the three names a figure link writes, and only all three valid', () => {
    const path = performanceOrdersPath('validTracking', 90, 'counted');
    expect(path).toBe('/orders?performanceFigure=validTracking&performanceWindow=90&performanceOutcome=counted');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(readPerformanceFilter(search)).toEqual({
      performanceFigure: 'validTracking',
      performanceWindow: 90,
      performanceOutcome: 'counted',
    });
    for (const partial of [
      'performanceFigure=validTracking&performanceWindow=90',
      'performanceFigure=speed&performanceWindow=30&performanceOutcome=missed',
      'performanceFigure=validTracking&performanceWindow=7&performanceOutcome=missed',
      'performanceFigure=validTracking&performanceWindow=30&performanceOutcome=all',
    ])
      expect(readPerformanceFilter(new URLSearchParams(partial))).toBeNull();
  });

  it('drops the three names and keeps the rest of the URL', () => {
    const search = new URLSearchParams('performanceFigure=cancellation&performanceWindow=30&performanceOutcome=missed&page=2');
    expect(withoutPerformanceFilter(search).toString()).toBe('page=2');
  });

  it("names the filter in the contracts' words for every figure and outcome", () => {
    const labels = PERFORMANCE_FIGURES.flatMap((figure) =>
      (['counted', 'missed'] as const).map((outcome) =>
        performanceFilterLabel({ performanceFigure: figure, performanceWindow: 30, performanceOutcome: outcome }),
      ),
    );
    expect(labels).toEqual([
      'On-time shipment: orders shipped in the last 30 days',
      'On-time shipment: orders shipped late in the last 30 days',
      'Valid tracking: orders shipped in the last 30 days',
      'Valid tracking: orders without valid tracking in the last 30 days',
      'Cancellation rate: orders received in the last 30 days',
      'Cancellation rate: orders cancelled at your request in the last 30 days',
      'Processing time: orders processed in the last 30 days',
      'Processing time: orders processed after the target in the last 30 days',
      'Invoice accuracy: orders invoiced in the last 30 days',
      'Invoice accuracy: orders with an additional or rejected invoice in the last 30 days',
    ]);
  });
});
