// The audit log's grid (GET /audit/events): the supplier's own rows only, newest first, filtered and sorted by the
// grid's query (platform/grid-query.ts).
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_METHODS } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { cappedJoinCount, reconcileTotal } from '../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';

const byUsers = alias(users, 'audit_by_user');

const AUDIT_COLUMNS: GridColumns = {
  occurredOn: { sql: auditEvents.occurredOn, kind: 'date', dateType: 'timestamptz' },
  action: { sql: auditEvents.action, kind: 'set', setValues: AUDIT_ACTIONS },
  method: { sql: auditEvents.method, kind: 'set', setValues: AUDIT_METHODS },
  userName: { sql: sql`lower(${users.userName})`, kind: 'text', normalize: 'lower' },
  ip: { sql: auditEvents.ip, kind: 'text' },
};

export async function listAuditEvents(db: Db, supplierId: number, input: GridQueryInput) {
  const page = parseGridQuery(input, AUDIT_COLUMNS, { defaultSort: [{ colId: 'occurredOn', sort: 'desc' }], tiebreaker: auditEvents.id });
  const where = and(eq(auditEvents.supplierId, supplierId), page.where);
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredOn: auditEvents.occurredOn,
      action: auditEvents.action,
      method: auditEvents.method,
      assurance: auditEvents.assurance,
      userName: users.userName,
      byUserName: byUsers.userName,
      bySystem: auditEvents.bySystem,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
    })
    .from(auditEvents)
    .innerJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(byUsers, eq(byUsers.id, auditEvents.byUserId))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const counted = await cappedJoinCount(db, () =>
    db
      .select({ one: sql`1` })
      .from(auditEvents)
      .innerJoin(users, eq(users.id, auditEvents.userId))
      .where(where)
      .$dynamic(),
  );
  return { rows, total: reconcileTotal(counted, page.offset, page.limit, rows.length), offset: page.offset };
}
