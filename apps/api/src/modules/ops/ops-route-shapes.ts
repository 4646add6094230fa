// The two shapes most /api/ops calls take, declared in a few lines each: a server-side grid page (GET with the grid
// query, the total in Content-Range) and a decision on one request (POST .../:id/<decision>). Both guard the call to
// operators (requireOperator) and carry the API document's block (operationId, summary, success, errors, tags).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { gridPageParams, opsDecisionIdParams } from '@portal/contracts';
import { CONTENT_RANGE_HEADER_DOCS, sendBuiltRows, setContentRange } from '../../platform/grid-query.ts';
import { noContent } from '../../platform/openapi/route-docs.ts';
import type { Operator } from '../../platform/operator.ts';
import { requireOperator } from './operator-guard.ts';
import { OPS_TAGS } from './ops-docs.ts';

type OpsApp = Parameters<FastifyPluginAsyncZod>[0];
type GridQuery = z.infer<typeof gridPageParams>;

export interface OpsGridRoute<Row> {
  path: string;
  operationId: string;
  summary: string;
  /** The success description: what one page holds ("; the total is in Content-Range." is the caller's wording). */
  description: string;
  row: ZodType<Row>;
  list: (query: GridQuery) => Promise<{ rows: Row[]; total: number; offset: number }>;
  /** The rows are built field by field from the contract (grid-query.ts `sendBuiltRows`): sent without the serializer. */
  builtRows?: boolean;
}

/** GET <path>: one page of a grid; the rows in the body, the range and total in Content-Range. */
export function opsGridRoute<Row>(app: OpsApp, route: OpsGridRoute<Row>): void {
  app.get(
    route.path,
    {
      schema: {
        operationId: route.operationId,
        summary: route.summary,
        tags: OPS_TAGS,
        querystring: gridPageParams,
        response: { 200: z.array(route.row) },
        success: { description: route.description, headers: CONTENT_RANGE_HEADER_DOCS },
      },
    },
    async (request, reply) => {
      requireOperator(request);
      const page = await route.list(request.query);
      if (route.builtRows) return sendBuiltRows(reply, page);
      setContentRange(reply, page.offset, page.rows.length, page.total);
      return page.rows;
    },
  );
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

export interface OpsDecisionRoute<Body extends ZodType | undefined, Answer extends ZodType | undefined> {
  /** POST path with its :id, e.g. `/price-changes/:id/approve`. */
  path: string;
  operationId: string;
  summary: string;
  success: string;
  /** The :id's schema (default opsDecisionIdParams: a positive integer). */
  params?: ZodType<{ id: number }>;
  body?: Body;
  /** The 200 answer's schema; without one the decision answers 204. */
  answer?: Answer;
  decide: (operator: Operator, id: number, body: Infer<Body>) => Promise<Infer<Answer> | void>;
}

/**
 * POST <path>: one decision on one request. It answers 404 for an unknown id and 409 when the request was already
 * decided or has moved on, so the same decision sent twice answers 409 the second time (the services' rule; tested per
 * decision).
 */
export function opsDecisionRoute<Body extends ZodType | undefined = undefined, Answer extends ZodType | undefined = undefined>(
  app: OpsApp,
  route: OpsDecisionRoute<Body, Answer>,
): void {
  app.post(
    route.path,
    {
      // the decision and its mail to the supplier's Admins commit together (platform/idempotency.ts, `atomic`)
      config: { atomic: true },
      schema: {
        operationId: route.operationId,
        summary: route.summary,
        tags: OPS_TAGS,
        params: route.params ?? opsDecisionIdParams,
        ...(route.body ? { body: route.body } : {}),
        response: route.answer ? { 200: route.answer } : { 204: noContent },
        errors: [404, 409],
        success: route.success,
      },
    },
    async (request, reply) => {
      const operator = requireOperator(request);
      const { id } = request.params as { id: number };
      const result = await route.decide(operator, id, request.body as Infer<Body>);
      return route.answer ? result : reply.status(204).send();
    },
  );
}
