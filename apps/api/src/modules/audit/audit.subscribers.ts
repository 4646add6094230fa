// The audit log's subscriber (docs/decisions/auth.md, "Audit log"): every audited event becomes a row in the
// transaction of the change (a sign-in's row commits with its session; a refusal's is written after the answer).
import { AUDITED_EVENT_TYPES, SCIM_ACTOR, type AuditAction, type DomainEventOf } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { inTransaction, type DomainSubscriber } from '../../platform/events/domain-events.ts';

type Audited = DomainEventOf<(typeof AUDITED_EVENT_TYPES)[number]>;

function rowOf(event: Audited, at: Date): typeof auditEvents.$inferInsert {
  const base = { supplierId: event.supplierId, userId: event.userId, ip: event.ip, occurredOn: at };
  switch (event.type) {
    case 'auth.signed-in':
    case 'auth.sign-in-refused':
      return {
        ...base,
        action: (event.type === 'auth.signed-in' ? 'signed-in' : 'sign-in-refused') satisfies AuditAction,
        method: event.method,
        userAgent: event.userAgent,
        assurance: event.type === 'auth.signed-in' ? (event.assurance ?? null) : null,
      };
    case 'second-factor.changed':
      return { ...base, action: event.change satisfies AuditAction };
    case 'session.ended':
      return { ...base, action: 'session-ended' satisfies AuditAction, byUserId: event.endedBy === event.userId ? null : event.endedBy };
    case 'scim.provisioned':
      return { ...base, action: event.change satisfies AuditAction, bySystem: SCIM_ACTOR };
  }
}

export async function writeAuditRows(tx: Tx | Db, events: Audited[], at: Date): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(events.map((e) => rowOf(e, at)));
}

export const auditSubscribers: readonly DomainSubscriber[] = [
  inTransaction({ name: 'audit.log', events: AUDITED_EVENT_TYPES, handle: writeAuditRows }),
];
