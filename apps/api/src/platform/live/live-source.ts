// What an area contributes to the app-wide live stream (GET /api/events): its events for one open stream, an optional
// replay after the client's Last-Event-ID, and the database notifications it hears. app.ts hands the areas' sources
// to registerLiveStream; the stream itself (frames, heartbeat, lifetime, resume, the LISTEN connection) is the platform's.
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationHandler } from './notification-listener.ts';

/** One server-sent event: its name, its JSON data and, for a resumable source, its id (the client's Last-Event-ID). */
export interface LiveEvent {
  event: string;
  data: unknown;
  id?: number | undefined;
}

/** Whose streams a source serves: a supplier's users' (GET /api/events) or the operators' (GET /api/ops/events). */
export type LiveAudience = 'supplier' | 'operator';

/** Who an open stream serves. */
export interface LiveSubscriber {
  userId: number;
  /** The supplier of a supplier's stream; 0 on an operator's stream (operators have none). */
  supplierId: number;
  /** The stream's bearer, for a source that checks the session again. */
  bearer: string;
  log: FastifyBaseLogger;
}

/** What a source may do to the one stream it serves. */
export interface LiveOutlet {
  send(event: LiveEvent): void;
  /** Ends the stream (the client reconnects, and is checked again). */
  end(): void;
}

export interface LiveReplay {
  /** Written first, oldest first. */
  events: LiveEvent[];
  /** The ids the replay stands for (written, or folded into one event): a live event held meanwhile with one is not sent again. */
  covered: ReadonlySet<number>;
}

export interface LiveSource {
  /** Names it in logs. */
  name: string;
  /** Whose streams it serves (default: the suppliers'). */
  audience?: LiveAudience;
  /** Its events, one part of the route's OpenAPI description ("`order-changed` ({orderId}) per change ..."). */
  description: string;
  /** Starts sending to one stream; returns the unsubscribe, run when the stream closes. */
  subscribe(subscriber: LiveSubscriber, outlet: LiveOutlet): () => void;
  /** The events after the client's Last-Event-ID; the stream holds this source's live events until they are written. */
  replay?(subscriber: LiveSubscriber, afterId: number): Promise<LiveReplay>;
  /** The database notifications (LISTEN channels) the source hears, on the process's one listening connection. */
  notifications?: readonly NotificationHandler[];
}
