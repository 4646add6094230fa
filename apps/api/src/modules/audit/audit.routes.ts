// HTTP of the audit log (/api/audit/events, the supplier's Admin): a server grid of sign-ins, factor changes and ended
// sessions of the supplier's people.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_METHOD_LABELS,
  auditEventList,
  deviceInWords,
  gridPageParams,
  type AuditAction,
  type AuditEvent,
  type SignInMethod,
} from '@portal/contracts';
import { requireAdmin } from '../../platform/auth.ts';
import { CONTENT_RANGE_HEADER_DOCS, gridPageRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { listAuditEvents } from './audit.queries.ts';

const listRoute = {
  config: { audience: 'supplierAdmin' as const },
  schema: {
    operationId: 'listAuditEvents',
    summary: "The supplier's audit log (Admin)",
    tags: ['Audit'],
    querystring: gridPageParams,
    response: { 200: auditEventList },
    success: {
      description:
        'One page of entries (default: the newest first); filters by when, what, method, person and address; the total is in Content-Range.',
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit/events', listRoute, async (request, reply) => {
    const actor = requireAdmin(request);
    const page = await listAuditEvents(app.database.db, actor.supplierId, request.query);
    return gridPageRows(reply, {
      ...page,
      rows: page.rows.map((r): AuditEvent => {
        const action = r.action as AuditAction;
        const method = r.method as SignInMethod | null;
        return {
          id: r.id,
          occurredOn: r.occurredOn.toISOString(),
          action,
          actionLabel: AUDIT_ACTION_LABELS[action],
          method,
          methodLabel: method ? AUDIT_METHOD_LABELS[method] : null,
          assurance: r.assurance,
          userName: r.userName,
          byUserName: r.bySystem ?? r.byUserName,
          ip: r.ip,
          device: r.userAgent ? deviceInWords(r.userAgent) : null,
        };
      }),
    });
  });
};
