// What a route says about itself in the API document, beside its zod schemas: the success description and the
// error statuses it answers. The document's transform (openapi-document.ts) turns these into responses; Fastify
// ignores them at run time.
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

/** The error statuses a route can declare; each is answered with the one error body (component ApiError). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 503;

export interface ResponseHeaderDocs {
  description: string;
  type: 'string' | 'integer';
}

export interface SuccessDocs {
  description: string;
  headers?: Record<string, ResponseHeaderDocs>;
  /**
   * Answers that are not JSON (files, pictures, event streams) have no zod response schema: their status and media
   * type are given here. JSON answers take both from the route's `response`. A redirect (303, no body: a browser's
   * form post answered with the page to go to) gives its status and its Location header here.
   */
  status?: 200 | 201 | 303;
  mediaType?: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The success response's description (and headers, or the media type of an answer that is not JSON). */
    success?: string | SuccessDocs;
    /**
     * The error statuses this route answers besides the ones its kind always can: 401 and 403 on every guarded route, 503 on
     * every route, and 400 on every route with a body, query or path parameters are added by the document's transform.
     */
    errors?: readonly ErrorStatus[];
    /**
     * An edit under optimistic concurrency (platform/resource-versions.ts): the If-Match request header's description.
     * The document lists the header and 412.
     */
    ifMatch?: string;
    /** A body taken as a raw stream of any type (the local storage's upload): documented, never parsed. */
    rawBody?: { description: string };
  }
}

/**
 * What a route declares beside its one-line handler (docs/architecture.md, "API module shape"): its config (audience,
 * idempotent, ...) and schema, with the document's operationId, summary and tags required. A declaration is a named
 * const ending in `satisfies RouteDeclaration`, so the zod types of its schema still type the handler it is
 * registered with (`app.get(path, declaration, handler)`).
 */
export type RouteDeclaration = RouteShorthandOptions & {
  schema: FastifySchema & { operationId: string; summary: string; tags: readonly string[] };
};

/** The response of a call that answers 204 with no body. */
export const noContent = z.undefined();

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid request: `errors` maps the JSON path of each invalid field ("$.items[0].sku") to its messages.',
  401: 'No valid access token (missing, expired or revoked).',
  403: 'Not allowed: an operator on a supplier call or a supplier user on an operations call (/api/ops), an API token without the scope the call needs or on a call for signed-in Admins only, the supplier has an active integration (its orders change only through it), the caller is not an Admin (users administration) or changes their own state, or a signed address is invalid or expired.',
  404: "Not found, or not one of the signed-in supplier's.",
  409: "The current state does not allow the change (e.g. the order's status, the supplier's last active admin); `detail` says why.",
  412: 'The resource changed since it was read: the If-Match header names an older version (ETag). Read it again and redo the change.',
  413: 'The request body is larger than this call accepts.',
  415: 'The request body is of a media type this call does not take (the SAML answer: a form post, application/x-www-form-urlencoded).',
  422: 'The Idempotency-Key was already used for a different request (another body, parameters or call).',
  429: 'Too many attempts or calls with one API token: the Retry-After header says how many seconds to wait.',
  503: 'Unavailable for a moment: the database does not answer or this process is shutting down; `detail` says which, Retry-After when to try again.',
};
