import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { acquireLiveStream, coalesced, dispatchLiveEvent, useLiveEvents, useLiveStream, type LiveEventsHandler } from './live-events.ts';
import { ACCESS_TOKEN_KEY } from './session.ts';

const wrapperOf = (queryClient: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };

describe('useLiveEvents', () => {
  const heard: { feature: string; event: string; data: string }[] = [];
  const disposed: string[] = [];
  const featureA = (): LiveEventsHandler => ({
    handle: (event, data) => heard.push({ feature: 'a', event, data }),
    dispose: () => disposed.push('a'),
  });
  const featureB = (): LiveEventsHandler => ({ handle: (event, data) => heard.push({ feature: 'b', event, data }) });
  beforeEach(() => {
    heard.length = 0;
    disposed.length = 0;
  });

  it("hands a feature's handler the events it named, with their data", () => {
    const { unmount } = renderHook(() => useLiveEvents(['thing-changed', 'things-resync'], featureA), {
      wrapper: wrapperOf(new QueryClient()),
    });
    dispatchLiveEvent({ event: 'thing-changed', data: '{"id":1}' });
    dispatchLiveEvent({ id: '9', event: 'things-resync', data: '{}' });
    expect(heard).toEqual([
      { feature: 'a', event: 'thing-changed', data: '{"id":1}' },
      { feature: 'a', event: 'things-resync', data: '{}' },
    ]);
    unmount();
  });

  it('gives each feature only the events it subscribed to', () => {
    const wrapper = wrapperOf(new QueryClient());
    const a = renderHook(() => useLiveEvents(['thing-changed'], featureA), { wrapper });
    const b = renderHook(() => useLiveEvents(['other-changed'], featureB), { wrapper });
    dispatchLiveEvent({ event: 'other-changed', data: '{}' });
    dispatchLiveEvent({ event: 'thing-changed', data: '{}' });
    dispatchLiveEvent({ event: 'nobody-asked', data: '{}' });
    expect(heard.map((h) => [h.feature, h.event])).toEqual([
      ['b', 'other-changed'],
      ['a', 'thing-changed'],
    ]);
    a.unmount();
    b.unmount();
  });

  it('unsubscribes (and disposes the handler) on unmount', () => {
    const { unmount } = renderHook(() => useLiveEvents(['thing-changed'], featureA), { wrapper: wrapperOf(new QueryClient()) });
    unmount();
    expect(disposed).toEqual(['a']);
    dispatchLiveEvent({ event: 'thing-changed', data: '{}' });
    expect(heard).toEqual([]);
  });
});

describe('coalesced', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('flushes once for a burst, and not at all once cancelled', () => {
    const flush = vi.fn();
    const burst = coalesced(flush, 100);
    burst.schedule();
    burst.schedule();
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
    burst.schedule();
    burst.cancel();
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveStream', () => {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
  });

  const signalOf = (call: number) => (fetchMock.mock.calls[call]![1] as RequestInit).signal!;

  it('keeps one stream per tab for several users and closes it when the last one leaves', () => {
    const releaseA = acquireLiveStream();
    const releaseB = acquireLiveStream();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events');
    releaseA();
    releaseA();
    expect(signalOf(0).aborted).toBe(false);
    releaseB();
    expect(signalOf(0).aborted).toBe(true);
  });

  it('opens the stream only while enabled (signed in) and closes it on unmount', () => {
    const { rerender, unmount } = renderHook(({ enabled }) => useLiveStream(enabled), { initialProps: { enabled: false } });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    expect(signalOf(0).aborted).toBe(true);
  });
});
