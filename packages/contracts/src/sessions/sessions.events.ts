// The Sessions page's domain events: the audit log records who ended which session.

/** A session was ended (from the Sessions page: one, or all but the current). */
export interface SessionEndedEvent {
  type: 'session.ended';
  supplierId: number;
  /** Whose session. */
  userId: number;
  /** Who ended it. */
  endedBy: number;
  sessionId: string;
  ip: string;
}

export type SessionsDomainEvent = SessionEndedEvent;
