// The app-wide live stream (GET /api/events, docs/decisions/live-updates.md): ONE event stream per tab while signed in
// (held by the shell), and the named events a feature subscribes to. A feature hears only the events it named and
// refreshes its own query keys; no feature knows another's.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { openEventStream, type EventStreamHandle } from './event-stream.ts';
import type { SseMessage } from './sse-parser.ts';

export const LIVE_EVENTS_PATH = '/events';
/** The operations console's stream (its own live signals; an operator has no supplier's events). */
export const OPS_LIVE_EVENTS_PATH = '/ops/events';
/** A bulk change arrives as one event per order: a handler that refreshes queries does so once for the burst. */
export const LIVE_EVENTS_COALESCE_MS = 150;

export type LiveEventListener = (message: SseMessage) => void;

const listeners = new Map<string, Set<LiveEventListener>>();

/** Hears the named events of the tab's stream; returns the unsubscribe function (fits a useEffect cleanup). */
export function subscribeLiveEvents(names: readonly string[], listener: LiveEventListener): () => void {
  for (const name of names) {
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(listener);
  }
  return () => {
    for (const name of names) listeners.get(name)?.delete(listener);
  };
}

/** Hands one message of the stream to the listeners of its event name. */
export function dispatchLiveEvent(message: SseMessage): void {
  for (const listener of [...(listeners.get(message.event) ?? [])]) listener(message);
}

/** A feature's handler of its live events, made per subscription: it may hold a burst until it flushes. */
export interface LiveEventsHandler {
  handle(event: string, data: string): void;
  dispose?(): void;
}

/**
 * While mounted, `createHandler(queryClient)` hears the named events (`createHandler` a module-level function). A
 * feature's live hook is this one call; the shell mounts it so the feature's queries refresh while its page is closed.
 */
export function useLiveEvents(names: readonly string[], createHandler: (queryClient: QueryClient) => LiveEventsHandler): void {
  const queryClient = useQueryClient();
  const key = names.join(' ');
  useEffect(() => {
    const handler = createHandler(queryClient);
    const unsubscribe = subscribeLiveEvents(key.split(' '), (message) => handler.handle(message.event, message.data));
    return () => {
      unsubscribe();
      handler.dispose?.();
    };
  }, [key, createHandler, queryClient]);
}

/** Runs `flush` once, `ms` after the first `schedule()` of a burst. */
export function coalesced(flush: () => void, ms = LIVE_EVENTS_COALESCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(): void {
      timer ??= setTimeout(() => {
        timer = undefined;
        flush();
      }, ms);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

// One stream per tab however many components ask for it (a tab is the supplier's portal or the console, never both).
let shared: { stream: EventStreamHandle; users: number } | null = null;

export function acquireLiveStream(path: string = LIVE_EVENTS_PATH): () => void {
  shared ??= {
    stream: openEventStream({
      path,
      onMessage: dispatchLiveEvent,
      // background updates fail quietly: the page still works and the stream retries on its own
      onError: (error) => console.warn(error.message),
    }),
    users: 0,
  };
  const current = shared;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0 && shared === current) {
      current.stream.close();
      shared = null;
    }
  };
}

/** Mount once in the signed-in layout (the console's with OPS_LIVE_EVENTS_PATH); `enabled` false (signed out) keeps no stream. */
export function useLiveStream(enabled: boolean, path: string = LIVE_EVENTS_PATH): void {
  useEffect(() => (enabled ? acquireLiveStream(path) : undefined), [enabled, path]);
}
