// SCIM's search by POST, its bulk requests and the service's limits (RFC 7644 §3.4.3, §3.7; docs/decisions/auth.md,
// "SCIM provisioning"): the bodies the server reads and the numbers ServiceProviderConfig states.
import { z } from '../zod.ts';
import { SCIM_SCHEMAS } from './scim.schemas.ts';

/** Calls a SCIM token may make in a clock minute (a bulk counts each of its operations); above: 429 with Retry-After. */
export const SCIM_CALLS_PER_MINUTE = 600;
/** A bulk request's limits (ServiceProviderConfig's bulk.maxOperations and bulk.maxPayloadSize); above: 413. */
export const SCIM_BULK_MAX_OPERATIONS = 100;
export const SCIM_BULK_MAX_PAYLOAD_BYTES = 1_048_576;

const attributeList = z.array(z.string().max(200)).max(50);

/** POST /Users/.search and /.search: the GET list's query in a body (numbers as numbers). */
export const scimSearchRequest = z.looseObject({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.searchRequest), `schemas must include ${SCIM_SCHEMAS.searchRequest}.`),
  filter: z.string().max(4000).optional(),
  startIndex: z.number().int().optional(),
  count: z.number().int().optional(),
  attributes: attributeList.optional(),
  excludedAttributes: attributeList.optional(),
});
export type ScimSearchRequest = z.infer<typeof scimSearchRequest>;

/** A reference to a resource an earlier POST of the same bulk made: `bulkId:<its bulkId>` (RFC 7644 §3.7.2). */
export const BULK_ID_REFERENCE = /^bulkId:(.+)$/;

const bulkOperation = z.looseObject({
  method: z.string().regex(/^(POST|PUT|PATCH|DELETE)$/i, 'method must be POST, PUT, PATCH or DELETE.'),
  bulkId: z.string().trim().min(1).max(200).optional(),
  version: z.string().max(200).optional(),
  path: z.string().trim().min(1).max(300),
  data: z.unknown().optional(),
});
export type ScimBulkOperation = z.infer<typeof bulkOperation>;

/**
 * POST /Bulk: at most SCIM_BULK_MAX_OPERATIONS operations (the limit is checked apart, to answer 413 as the RFC asks),
 * a POST with its bulkId, unique within the request.
 */
export const scimBulkRequest = z
  .looseObject({
    schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.bulkRequest), `schemas must include ${SCIM_SCHEMAS.bulkRequest}.`),
    failOnErrors: z.number().int().min(1).optional(),
    Operations: z.array(bulkOperation).min(1),
  })
  .superRefine((bulk, ctx) => {
    const seen = new Set<string>();
    bulk.Operations.forEach((op, i) => {
      if (op.method.toUpperCase() === 'POST' && op.bulkId === undefined)
        ctx.addIssue({ code: 'custom', path: ['Operations', i, 'bulkId'], message: 'A POST needs its bulkId.' });
      if (op.bulkId === undefined) return;
      if (seen.has(op.bulkId))
        ctx.addIssue({ code: 'custom', path: ['Operations', i, 'bulkId'], message: `bulkId ${op.bulkId} is used twice.` });
      seen.add(op.bulkId);
    });
  });
export type ScimBulkRequest = z.infer<typeof scimBulkRequest>;

/** The bulkIds a value refers to, at any depth (a group member's `value`, a path's id). */
export function bulkIdReferences(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const match = BULK_ID_REFERENCE.exec(value);
    if (match) into.add(match[1]!);
  } else if (Array.isArray(value)) for (const v of value) bulkIdReferences(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) bulkIdReferences(v, into);
  return into;
}

/** The value with every `bulkId:x` replaced by the id x's POST made (the caller has checked every x is known). */
export function resolveBulkIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    const match = BULK_ID_REFERENCE.exec(value);
    return (match && ids.has(match[1]!) ? ids.get(match[1]!) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => resolveBulkIds(v, ids)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveBulkIds(v, ids)])) as T;
  return value;
}

export const SCIM_LIMIT_MESSAGES = {
  throttled: `Too many SCIM calls: at most ${SCIM_CALLS_PER_MINUTE} a minute per token (a bulk counts each operation). Retry after the seconds in Retry-After.`,
  tooManyOperations: (n: number) => `A bulk request takes at most ${SCIM_BULK_MAX_OPERATIONS} operations; this one has ${n}.`,
  tooLarge: `The request body is larger than ${SCIM_BULK_MAX_PAYLOAD_BYTES} bytes.`,
  unknownBulkId: (id: string) => `bulkId ${id} names no POST of this bulk request that succeeded.`,
  bulkPath: (method: string, path: string) => `${method} ${path} is not an operation of a bulk request here.`,
} as const;

/** An answer of one bulk operation (RFC 7644 §3.7.3): its status as a string, the error body when it failed. */
export interface ScimBulkResult {
  method: string;
  bulkId?: string;
  location?: string;
  version?: string;
  status: string;
  response?: unknown;
}
