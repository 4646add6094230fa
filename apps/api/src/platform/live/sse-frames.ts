// Server-sent event frames (text/event-stream): the stream's wire format in one place. The event names are the sources'
// (each area's live source names its own).
export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 15_000;

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;
/** A comment line: keeps proxies and load balancers from closing an idle stream. */
export const sseComment = (text: string) => `: ${text}\n\n`;

/** The Last-Event-ID header as an event id; anything else means "no resume" (a stream never refuses to open over it). */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
