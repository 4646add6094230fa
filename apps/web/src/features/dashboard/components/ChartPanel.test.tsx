// A panel draws its chart once it comes near the screen; until then a skeleton of the same height holds its place.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartPanel, NEAR_SCREEN_MARGIN } from './ChartPanel.tsx';

const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

const panel = () => (
  <ChartPanel
    title="Sales"
    label="Daily sales"
    state={{ isPending: false, isError: false }}
    errorText="Unable to retrieve sales data."
    height={300}
  >
    <p>the chart</p>
  </ChartPanel>
);

describe('ChartPanel', () => {
  it('draws its chart only once the panel comes within the margin of the screen', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(panel());
    expect(screen.queryByText('the chart')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(NEAR_SCREEN_MARGIN);
    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('the chart')).toBeVisible();
  });

  it('draws it at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(panel());
    expect(screen.getByText('the chart')).toBeVisible();
  });
});
