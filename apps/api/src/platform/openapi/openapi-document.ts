// The API document at /api/openapi.json (OpenAPI 3.1): @fastify/swagger with the zod provider's transforms, plus the
// one place that turns what a route says about itself (route-docs.ts) into operations an integrator can trust:
// security, the success response with its description, and the error responses with the shared error component.
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TOKEN_CALLS_PER_MINUTE, gridQueryDocument, requiredScope } from '@portal/contracts';
import { ERROR_COMPONENT, registerComponentSchemas } from './components.ts';
import { withRequestExamples } from './request-examples.ts';
import { IDEMPOTENCY_TTL_HOURS } from '../idempotency.ts';
import { IF_MATCH_MAX_LENGTH } from '../resource-versions.ts';
import { ERROR_DESCRIPTIONS, type ErrorStatus, type SuccessDocs } from './route-docs.ts';
import type { RouteAudience } from '../auth.ts';

export const BEARER_SCHEME = 'bearerAuth';
/** Supplier API tokens (modules/integrations, api-token-auth.ts); each operation lists the one scope it needs. */
export const API_TOKEN_SCHEME = 'apiToken';
/** Development helpers (the mail outbox) are never in the document, in any environment (docs/decisions/api-document.md). */
const DEV_PREFIX = '/api/dev/';

type Json = Record<string, unknown>;

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * The document's tags, in the order a reader meets them, each with what its operations are for; every operation's tag
 * is one of these (the contract test and Spectral's operation-tag-defined check it).
 */
export const DOCUMENT_TAGS: readonly { name: string; description: string }[] = [
  { name: 'health', description: 'Liveness and readiness probes of the process, for load balancers and orchestrators.' },
  { name: 'Auth', description: 'Sign-in, one-time codes, password mails and changes, session refresh and sign-out, the signed-in user.' },
  {
    name: 'Second factor',
    description:
      "A person's authenticator app and recovery codes, the sign-in's second step, and the Admin's requirement of a second factor.",
  },
  {
    name: 'Passkeys',
    description: "A person's passkeys (WebAuthn): add, list and remove them; sign in with one, or use one as the second step.",
  },
  {
    name: 'Memberships',
    description: 'The suppliers a person belongs to: list them, switch the session to another, accept an invitation.',
  },
  {
    name: 'Single sign-on',
    description:
      "The supplier's own identity provider (OpenID Connect): the Admin's settings and domains (flag SingleSignOn), a domain's verification link, and the sign-in through the provider.",
  },
  { name: 'Sessions', description: "The signed-in person's sessions (devices): list them, end one or all the others." },
  {
    name: 'SCIM',
    description:
      "The supplier's SCIM tokens (Admin), with which its identity provider provisions its people at /scim/v2 (SCIM 2.0, described by its own discovery documents).",
  },
  { name: 'Audit', description: "The supplier's audit log (Admin): sign-ins, second-factor changes and ended sessions." },
  {
    name: 'EDI',
    description:
      "The supplier's EDI page (Admin, with the Edi flag on): its X12 trading partner, the interchanges received and sent with their raw files, and test mode.",
  },
  { name: 'Feature flags', description: "The features switched on for the signed-in user's supplier." },
  {
    name: 'orders',
    description: "The supplier's orders as lists: grids, bulk processing, exports, print sheets, imports, shipping labels.",
  },
  {
    name: 'order detail',
    description: 'One order: its details, items, history, invoices, shipments, cancellation, price changes and LTL shipments.',
  },
  { name: 'events', description: "Live order events (server-sent events) that keep a supplier's screens current." },
  { name: 'documents', description: 'Uploading and downloading files through short-lived signed addresses.' },
  { name: 'dashboard', description: "The dashboard's figures: unprocessed orders, sales, top items and channels." },
  { name: 'accounting', description: "The supplier's invoices, credit requests and memos, payments and their covers." },
  {
    name: 'payments',
    description:
      "The supplier's payments (Admins, feature Payments): invoices' payment status, remittances and their advice, deductions and disputes.",
  },
  {
    name: 'performance',
    description:
      "The supplier's scorecard (feature Performance): on-time shipment, valid tracking, cancellations, processing time and invoice accuracy against the standards.",
  },
  {
    name: 'cases',
    description:
      "The supplier's support cases (feature Support): open a case about an order, invoice, deduction or remittance, messages both ways with files, reopen within 14 days.",
  },
  { name: 'contacts', description: "The supplier's contacts: addresses, key contacts and who receives which mail." },
  { name: 'users', description: "The supplier's users: invitations, names, activation and deactivation (Admins only)." },
  { name: 'integrations', description: "API tokens and webhook endpoints of the supplier's integrations (Admins only)." },
  { name: 'application', description: 'Applying to sell on the marketplace: the invitation and the application form.' },
  { name: 'countries', description: 'Countries and their states or provinces, for addresses.' },
  { name: 'Operations', description: "The marketplace operators' console (/api/ops): queues, decisions, suppliers and credit." },
  { name: 'Monitoring', description: "The browser's real-user monitoring settings (public, read before sign-in)." },
];

const errorRef = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };

/** One example body per error status (what an integrator's client will see). */
const ERROR_EXAMPLES: Record<ErrorStatus, Json> = {
  400: {
    title: 'Bad Request',
    status: 400,
    detail: 'Some fields are incomplete or incorrect.',
    errors: { '$.supplierOrderNumber': ['Field is required'] },
  },
  401: { title: 'Unauthorized', status: 401, detail: 'The access token is invalid or has expired.' },
  403: { title: 'Forbidden', status: 403, detail: 'The API token lacks the orders:write scope.' },
  404: { title: 'Not Found', status: 404, detail: 'The requested resource was not found.' },
  409: { title: 'Conflict', status: 409, detail: 'The order was changed by someone else. Reload it and try again.' },
  412: {
    title: 'Precondition Failed',
    status: 412,
    detail: 'Someone else changed this in the meantime. The latest version is shown now: make your change again.',
  },
  413: { title: 'Payload Too Large', status: 413, detail: 'The request body is too large.' },
  415: { title: 'Unsupported Media Type', status: 415 },
  422: {
    title: 'Unprocessable Content',
    status: 422,
    detail: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  },
  429: { title: 'Too Many Requests', status: 429, detail: 'Too many calls with this API token. Please slow down.' },
  503: { title: 'Service Unavailable', status: 503, detail: 'The database does not answer. Please try again in a moment.' },
};

function errorResponse(status: ErrorStatus): Json {
  const response: Json = {
    description: ERROR_DESCRIPTIONS[status],
    content: { 'application/json': { schema: errorRef, example: ERROR_EXAMPLES[status] } },
  };
  if (status === 429) response.headers = { 'retry-after': { type: 'integer', description: 'Seconds to wait before trying again.' } };
  return response;
}

function successResponses(response: Json | undefined, docs: string | SuccessDocs | undefined): Json {
  const success: SuccessDocs = typeof docs === 'string' ? { description: docs } : (docs ?? { description: 'Default Response' });
  const headers = success.headers ? { headers: success.headers } : {};
  const out: Json = {};
  if (success.status === 303) out['303'] = { description: success.description, ...headers };
  else if (success.mediaType) {
    out[String(success.status ?? 200)] = {
      description: success.description,
      ...headers,
      content: {
        [success.mediaType]: { schema: success.mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
      },
    };
  }
  for (const [status, schema] of Object.entries(response ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const json = schema as Json;
    // An answer with no body (noContent): @fastify/swagger leaves out the content of a 'null' schema.
    out[status] =
      json.type === 'null'
        ? { type: 'null', description: success.description, ...headers }
        : { description: success.description, ...headers, content: { 'application/json': { schema: json } } };
  }
  return out;
}

/** The optional Idempotency-Key request header of a creating call (platform/idempotency.ts). */
const IDEMPOTENCY_KEY_DOCS: Json = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description:
    `A unique key per request (a UUID): a retry with the same key and the same request answers the first answer (header ` +
    `Idempotent-Replayed: true) and creates nothing again, for ${IDEMPOTENCY_TTL_HOURS} hours; the same key with another ` +
    'request answers 422, a retry while the first request still runs answers 409 with Retry-After.',
};

/** The JSON inside a grid's `query` parameter (its contentMediaType is application/json), built once: one component. */
const GRID_QUERY_COMPONENT = 'GridQuery';
let gridQueryContent: Json | undefined;
function gridQueryContentSchema(): Json {
  if (!gridQueryContent) {
    const { $schema: _schema, ...schema } = z.toJSONSchema(gridQueryDocument, { io: 'input', unrepresentable: 'any' }) as Json;
    gridQueryContent = schema;
  }
  return gridQueryContent;
}

/** Every grid's `query` parameter (a JSON text) gets the JSON Schema of that text, so a client can build it. */
function withGridQueryShape(querystring: Json | undefined): Json | undefined {
  const query = (querystring?.properties as Record<string, Json> | undefined)?.query;
  if (!query || query.contentMediaType !== 'application/json') return querystring;
  const properties = {
    ...(querystring!.properties as Json),
    query: { ...query, contentSchema: { $ref: `#/components/schemas/${GRID_QUERY_COMPONENT}` } },
  };
  return { ...querystring, properties };
}

/** An optional request header added to an operation's header parameters. */
function withHeader(headers: Json | undefined, name: string, schema: Json): Json {
  const base = headers ?? { type: 'object', properties: {} };
  return { ...base, properties: { ...((base.properties as Json | undefined) ?? {}), [name]: schema } };
}

const AUDIENCE_TEXT: Record<RouteAudience, string> = {
  supplier: 'For a signed-in supplier user',
  supplierAdmin: "For a supplier's Admin",
  orderProcessor: 'For a user of a supplier that processes its orders in the portal (not through an integration)',
  operator: 'For the marketplace operators',
};

/** An operation's description: who may call it (its route's audience and token scope), then what it answers. */
function operationDescription(
  audience: RouteAudience | null,
  scope: string | undefined,
  success: string | SuccessDocs | undefined,
): string {
  const who =
    audience === null
      ? 'Public: no access token needed.'
      : `${AUDIENCE_TEXT[audience]}${scope && scope !== 'session' ? `, or an API token with the \`${scope}\` scope` : ''}.`;
  const answer = typeof success === 'string' ? success : success?.description;
  return answer ? `${who} Answer: ${answer}` : who;
}

/** Each route's operation: the zod provider's schemas, then security, success and errors from route-docs.ts. */
const transform: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (url.startsWith(DEV_PREFIX)) return { schema: { hide: true }, url };
  const { success, errors = [], rawBody, ifMatch, ...schema } = (input.schema ?? {}) as FastifySchema;
  const transformed = zodTransform({ ...input, schema }) as { schema: Json & FastifySchema; url: string };
  const out = transformed.schema ?? {};
  if (out.hide) return transformed;

  const config = route.config as { public?: boolean; idempotent?: boolean; audience?: RouteAudience } | undefined;
  const isPublic = config?.public === true;
  const idempotent = config?.idempotent === true;
  // A route that attaches validation errors (the signed file addresses) answers them its own way, listed in its errors.
  const validates = Boolean(schema.body ?? schema.querystring ?? schema.params ?? schema.headers) && !route.attachValidation;
  const statuses = new Set<ErrorStatus>(errors);
  if (validates) statuses.add(400);
  if (!isPublic) statuses.add(401);
  // Supplier calls refuse operators and operations calls refuse supplier users (platform/operator.ts); an API token
  // can be refused a call (session only, missing scope) and is throttled on every guarded call.
  if (!isPublic) statuses.add(403);
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const scope = isPublic ? undefined : requiredScope(method, route.url);
  if (scope && scope !== 'session') statuses.add(429);
  // platform/idempotency.ts: a retry while the first request runs (409), the key reused for another request (422)
  if (idempotent) {
    statuses.add(400);
    statuses.add(409);
    statuses.add(422);
  }
  if (ifMatch) statuses.add(412);
  // Every call can meet a database that does not answer or a process that is draining (platform/shutdown.ts).
  statuses.add(503);

  if (out.querystring) out.querystring = withGridQueryShape(out.querystring as Json);
  const responses = successResponses(out.response as Json | undefined, success);
  for (const status of [...statuses].sort()) responses[status] = errorResponse(status);
  if (rawBody) {
    out.body = { description: rawBody.description };
    out.consumes = ['*/*'];
  }
  if (idempotent) out.headers = withHeader(out.headers as Json | undefined, 'Idempotency-Key', IDEMPOTENCY_KEY_DOCS);
  if (ifMatch)
    out.headers = withHeader(out.headers as Json | undefined, 'If-Match', {
      type: 'string',
      maxLength: IF_MATCH_MAX_LENGTH,
      description: ifMatch,
    });
  const description =
    (out.description as string | undefined) ?? operationDescription(isPublic ? null : (config?.audience ?? 'supplier'), scope, success);
  return {
    url: transformed.url,
    schema: {
      ...out,
      description,
      response: responses,
      security: isPublic ? [] : [{ [BEARER_SCHEME]: [] }, ...(scope && scope !== 'session' ? [{ [API_TOKEN_SCHEME]: [scope] }] : [])],
      ...(scope ? { 'x-token-scope': scope } : {}),
    },
  };
};

/** Every $ref target reachable from `value`. */
function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child.replace('#/components/schemas/', ''));
      else collectRefs(child, into);
    }
  }
}

function renameRefs(value: unknown, from: string, to: string): unknown {
  const json = JSON.stringify(value).replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`);
  return JSON.parse(json) as unknown;
}

/**
 * The provider emits every registered schema twice (output `X`, input `XInput`). Keep the ones the document uses,
 * one name for a schema whose input and output are the same, and `X` for a request-only schema.
 */
function tidyComponents(document: Json): Json {
  let doc = document;
  const schemas = () => ((doc.components as Json).schemas ?? {}) as Record<string, unknown>;
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas())) {
      const base = name.replace(/Input$/, '');
      if (base === name || !(base in schemas())) continue;
      if (JSON.stringify(schemas()[base]) !== JSON.stringify(schemas()[name])) continue;
      delete schemas()[name];
      doc = renameRefs(doc, name, base) as Json;
      changed = true;
    }
  }
  const used = new Set<string>();
  collectRefs(doc.paths, used);
  for (const queue = [...used]; queue.length;) {
    const found = new Set<string>();
    collectRefs(schemas()[queue.pop()!], found);
    for (const name of found) {
      if (used.has(name)) continue;
      used.add(name);
      queue.push(name);
    }
  }
  for (const name of Object.keys(schemas())) if (!used.has(name)) delete schemas()[name];
  for (const name of Object.keys(schemas())) {
    const base = name.replace(/Input$/, '');
    if (base === name || base in schemas()) continue;
    schemas()[base] = schemas()[name];
    delete schemas()[name];
    doc = renameRefs(doc, name, base) as Json;
  }
  const sorted = Object.fromEntries(Object.entries(schemas()).sort(([a], [b]) => a.localeCompare(b)));
  return { ...doc, components: { ...(doc.components as Json), schemas: sorted } };
}

const transformObject: SwaggerTransformObject = (documentObject) => {
  const document = zodTransformObject(documentObject) as Json;
  const components = (document.components ?? {}) as Json;
  const withGridQuery = {
    ...document,
    components: {
      ...components,
      schemas: { ...((components.schemas as Json | undefined) ?? {}), [GRID_QUERY_COMPONENT]: gridQueryContentSchema() },
    },
  };
  return withRequestExamples(tidyComponents(withGridQuery)) as ReturnType<SwaggerTransformObject>;
};

export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  registerComponentSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Supplier Portal API',
        version: '1.0.0',
        description:
          "The supplier portal's calls. Guarded calls take the access token of POST /api/auth/access-tokens, or a supplier " +
          'API token with the scope the operation lists (`x-token-scope`), as a bearer token; ' +
          'every error is answered with the ApiError body.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'The marketplace operators of the Supplier Portal (reference: /api/docs)' },
      },
      servers: [{ url: '/', description: 'The portal itself: the API is served beside the web app, under /api.' }],
      tags: [...DOCUMENT_TAGS],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of POST /api/auth/access-tokens.',
          },
          [API_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sp_live_...',
            description:
              'A supplier API token (Settings > Integrations), sent as `Authorization: Bearer sp_live_...`. It acts as its ' +
              'supplier with exactly its scopes, listed per operation: `read` (every GET), `orders:write` (order changes, ' +
              'also for a supplier with an active integration, whose users may not change orders), `accounting:write` ' +
              `(accounting writes). Operations without this scheme are refused to tokens (403). At most ${API_TOKEN_CALLS_PER_MINUTE} ` +
              'calls per token and minute (429 with Retry-After).',
          },
        },
      },
    },
    transform,
    transformObject,
  });
}
