// SCIM bulk requests (RFC 7644 §3.7; docs/decisions/auth.md, "SCIM provisioning"): many operations on Users and Groups
// in one request, each run as the single call would run it (the same services, the users administration's rules, its
// own transaction and audit rows: a refused operation leaves the others done, as the RFC has it). A POST's bulkId names
// the person it made for later operations (`bulkId:<id>` in a path or a value, such as a group member's); an operation
// waits for the POSTs it names, and one that names a bulkId no POST of the request made (or one that failed) is 409.
// failOnErrors stops after that many refusals; the operations not run are not answered.
import {
  bulkIdReferences,
  resolveBulkIds,
  scimBulkRequest,
  SCIM_BULK_MAX_OPERATIONS,
  SCIM_LIMIT_MESSAGES,
  SCIM_SCHEMAS,
  type ScimBulkOperation,
  type ScimBulkResult,
} from '@portal/contracts';
import { ScimError, knownScimAnswer, zodDetail } from './scim-errors.ts';
import type { ScimCall } from './scim-call.ts';
import { createScimGroup, patchScimGroup } from './scim-groups.service.ts';
import { createScimUser, deleteScimUser, patchScimUser, replaceScimUser } from './scim-users.service.ts';

const RESOURCE_PATH = /^\/(Users|Groups)(?:\/([^/]+))?$/;

/** What one operation did: its status, and where the resource is and its version when it has one. */
interface Done {
  status: number;
  id?: string;
  location?: string;
  version?: string;
}

/** Runs one operation (its bulkIds resolved) through the single call's service. */
async function runOperation(call: ScimCall, op: ScimBulkOperation): Promise<Done> {
  const method = op.method.toUpperCase();
  const match = RESOURCE_PATH.exec(op.path);
  if (!match) throw new ScimError(404, SCIM_LIMIT_MESSAGES.bulkPath(method, op.path));
  const [, type, id] = match;
  const ifMatch = op.version === undefined ? undefined : [op.version.replace(/^W\//, '').replace(/^"(.*)"$/, '$1')];
  if (type === 'Users' && id === undefined && method === 'POST') {
    const user = await createScimUser(call, op.data);
    return { status: 201, id: user.id, location: user.meta.location, version: user.meta.version };
  }
  if (type === 'Groups' && id === undefined && method === 'POST') return createScimGroup(op.data);
  if (type === 'Users' && id !== undefined && (method === 'PUT' || method === 'PATCH')) {
    const user = await (method === 'PUT' ? replaceScimUser : patchScimUser)(call, id, op.data, ifMatch);
    return { status: 200, location: user.meta.location, version: user.meta.version };
  }
  if (type === 'Users' && id !== undefined && method === 'DELETE') {
    await deleteScimUser(call, id, ifMatch);
    return { status: 204, location: `${call.base}/Users/${id}` };
  }
  if (type === 'Groups' && id !== undefined && method === 'PATCH') {
    await patchScimGroup(call, id, op.data, ifMatch);
    return { status: 204, location: `${call.base}/Groups/${id}` };
  }
  throw new ScimError(405, SCIM_LIMIT_MESSAGES.bulkPath(method, op.path));
}

/** The bulkIds an operation names: a segment of its path (`/Users/bulkId:ann`) or a value of its data. */
const referencesOf = (op: ScimBulkOperation) => bulkIdReferences([op.path.split('/'), op.data]);

/** The operation with the ids its bulkIds' POSTs made. */
const resolved = (op: ScimBulkOperation, made: ReadonlyMap<string, string>): ScimBulkOperation => ({
  ...op,
  path: op.path
    .split('/')
    .map((segment) => resolveBulkIds(segment, made))
    .join('/'),
  data: resolveBulkIds(op.data, made),
});

/** The order the operations run in: each after the POSTs whose bulkIds it names, otherwise as sent. */
function runOrder(ops: readonly ScimBulkOperation[]): number[] {
  const maker = new Map(ops.flatMap((op, i) => (op.method.toUpperCase() === 'POST' && op.bulkId ? [[op.bulkId, i] as const] : [])));
  const order: number[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const place = (i: number) => {
    if (placed.has(i) || visiting.has(i)) return; // a cycle is left to fail on its unresolved reference
    visiting.add(i);
    for (const ref of referencesOf(ops[i]!)) {
      const j = maker.get(ref);
      if (j !== undefined && j !== i) place(j);
    }
    visiting.delete(i);
    placed.add(i);
    order.push(i);
  };
  ops.forEach((_, i) => place(i));
  return order;
}

/** POST /Bulk: counts its operations against the token's limit (`countMore`: beyond the request itself), then runs them. */
export async function runScimBulk(call: ScimCall, body: unknown, countMore: (calls: number) => Promise<void>) {
  const operations = (body as { Operations?: unknown } | null)?.Operations;
  if (Array.isArray(operations) && operations.length > SCIM_BULK_MAX_OPERATIONS)
    throw new ScimError(413, SCIM_LIMIT_MESSAGES.tooManyOperations(operations.length));
  const parsed = scimBulkRequest.safeParse(body);
  if (!parsed.success) throw new ScimError(400, zodDetail(parsed.error), 'invalidSyntax');
  const { Operations: ops, failOnErrors } = parsed.data;
  if (ops.length > 1) await countMore(ops.length - 1);

  const made = new Map<string, string>();
  const results = new Map<number, ScimBulkResult>();
  let errors = 0;
  for (const i of runOrder(ops)) {
    if (failOnErrors !== undefined && errors >= failOnErrors) break;
    const op = ops[i]!;
    const answer: ScimBulkResult = { method: op.method.toUpperCase(), ...(op.bulkId ? { bulkId: op.bulkId } : {}), status: '' };
    try {
      const unknown = [...referencesOf(op)].find((ref) => !made.has(ref));
      if (unknown !== undefined) throw new ScimError(409, SCIM_LIMIT_MESSAGES.unknownBulkId(unknown), 'invalidValue');
      const done = await runOperation(call, resolved(op, made));
      if (done.id !== undefined && op.bulkId) made.set(op.bulkId, done.id);
      Object.assign(answer, {
        status: String(done.status),
        ...(done.location ? { location: done.location } : {}),
        ...(done.version ? { version: done.version } : {}),
      });
    } catch (error) {
      // a refusal is the operation's answer; anything else (the database away) fails the whole request
      const refused = knownScimAnswer(error);
      if (!refused) throw error;
      errors += 1;
      Object.assign(answer, { status: refused.body.status, response: refused.body });
    }
    results.set(i, answer);
  }
  return {
    schemas: [SCIM_SCHEMAS.bulkResponse],
    Operations: [...results.keys()].sort((a, b) => a - b).map((i) => results.get(i)!),
  };
}
