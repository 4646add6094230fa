// The Sessions page (docs/decisions/auth.md, "Sessions"): the person's signed-in devices, and ending one or all the
// others. Only the person's own sessions: another person's id is not found (404); one ended already is refused (409).
import { deviceInWords, type SessionView } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { announceSessionsChanged, endOtherSessions, endSession, liveSessions } from './sessions.queries.ts';

export interface SessionsDeps {
  db: Db;
  clock: Clock;
}

export async function listSessions(deps: SessionsDeps, actor: Actor): Promise<SessionView[]> {
  const rows = await liveSessions(deps.db, actor.userId, deps.clock.now());
  return rows.map((r) => ({
    id: r.id,
    device: deviceInWords(r.userAgent),
    signedInOn: new Date(r.signedInOn).toISOString(),
    lastUsedOn: new Date(r.lastUsedOn ?? r.signedInOn).toISOString(),
    current: r.id === actor.sessionId,
  }));
}

const endedEvent = (actor: Actor, sessionId: string, ip: string) =>
  ({ type: 'session.ended', supplierId: actor.supplierId, userId: actor.userId, endedBy: actor.userId, sessionId, ip }) as const;

export async function endOneSession(deps: SessionsDeps, actor: Actor, sessionId: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await endSession(tx, actor.userId, sessionId, now);
    if (result !== 'ended') return result;
    await publish(tx, [endedEvent(actor, sessionId, ip)], now);
    await announceSessionsChanged(tx, actor.userId);
    return result;
  });
  if (outcome === 'unknown') throw new NotFound();
  if (outcome === 'already') throw new Conflict('This session has already ended.');
}

export async function endOthers(deps: SessionsDeps, actor: Actor, ip: string): Promise<{ ended: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, actor.userId, actor.sessionId, now);
    if (ended.length === 0) return { ended: 0 };
    await publish(
      tx,
      ended.map((id) => endedEvent(actor, id, ip)),
      now,
    );
    await announceSessionsChanged(tx, actor.userId);
    return { ended: ended.length };
  });
}
