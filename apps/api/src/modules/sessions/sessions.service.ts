// The Sessions page (docs/decisions/auth.md, "Sessions"): the person's signed-in devices, and ending one or all the
// others. Only the person's own sessions: another person's id is not found (404); one ended already is refused (409).
import { deviceInWords, type SessionView } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events/domain-events.ts';
import { actingForSupplier } from '../../platform/tenancy/request-context.ts';
import { announceSessionsChanged, endSession, endSessions, liveSessions, otherLiveSessions, sessionSupplier } from './sessions.queries.ts';

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
    assurance: r.assurance ?? null,
  }));
}

/** A session's end, written under the supplier the session worked for (its audit row is that supplier's). */
const endedEvent = (actor: Actor, sessionId: string, supplierId: number | null, ip: string) =>
  ({
    type: 'session.ended',
    supplierId: supplierId ?? actor.supplierId,
    userId: actor.userId,
    endedBy: actor.userId,
    sessionId,
    ip,
  }) as const;

/**
 * Ends one of the person's sessions, in a transaction acting as the supplier that session worked for (another of the
 * person's suppliers too: its audit row and event are that supplier's, under its row-level security).
 */
export async function endOneSession(deps: SessionsDeps, actor: Actor, sessionId: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const session = await sessionSupplier(deps.db, actor.userId, sessionId);
  if (!session) throw new NotFound();
  const supplierId = session.supplierId ?? actor.supplierId;
  const outcome = await actingForSupplier(supplierId, () =>
    deps.db.transaction(async (tx) => {
      const result = await endSession(tx, actor.userId, sessionId, now);
      if (result !== 'ended') return result;
      await publish(tx, [endedEvent(actor, sessionId, supplierId, ip)], now);
      await announceSessionsChanged(tx, actor.userId);
      return result;
    }),
  );
  if (outcome === 'unknown') throw new NotFound();
  if (outcome === 'already') throw new Conflict('This session has already ended.');
}

/** Ends every session but this one: a transaction per supplier the sessions worked for, each acting as that supplier. */
export async function endOthers(deps: SessionsDeps, actor: Actor, ip: string): Promise<{ ended: number }> {
  const now = deps.clock.now();
  const bySupplier = new Map<number, string[]>();
  for (const s of await otherLiveSessions(deps.db, actor.userId, actor.sessionId, now)) {
    const supplierId = s.supplierId ?? actor.supplierId;
    bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), s.id]);
  }
  let ended = 0;
  for (const [supplierId, ids] of bySupplier) {
    ended += await actingForSupplier(supplierId, () =>
      deps.db.transaction(async (tx) => {
        const done = await endSessions(tx, actor.userId, ids, now);
        if (done.length === 0) return 0;
        await publish(
          tx,
          done.map((id) => endedEvent(actor, id, supplierId, ip)),
          now,
        );
        await announceSessionsChanged(tx, actor.userId);
        return done.length;
      }),
    );
  }
  return { ended };
}
