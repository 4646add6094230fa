// SCIM's own error body on /scim/v2 (RFC 7644 §3.12; docs/decisions/auth.md, "SCIM provisioning"): identity providers
// read `status` (a string) and `scimType` of `urn:ietf:params:scim:api:messages:2.0:Error`, not the portal's
// {title, status, detail, errors}. The portal's own refusals (HttpError: 404, 409 the last Admin, 400 a field) keep
// their words in `detail`.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  SCIM_LIMIT_MESSAGES,
  SCIM_MEDIA_TYPE,
  SCIM_MESSAGES,
  SCIM_SCHEMAS,
  USER_MESSAGES,
  type ScimErrorBody,
  type ScimType,
} from '@portal/contracts';
import { ZodError } from 'zod';
import { errorAnswer, HttpError } from '../../platform/errors.ts';

const UNIQUENESS: ReadonlySet<string> = new Set([USER_MESSAGES.userNameTaken, USER_MESSAGES.externalIdTaken]);

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimBody = (status: number, detail?: string, scimType?: ScimType): ScimErrorBody => ({
  schemas: [SCIM_SCHEMAS.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  ...(detail ? { detail } : {}),
});

/** The first message of a zod failure, with the attribute it is about ("emails[0].value: Enter a valid email."). */
export function zodDetail(error: ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  return path ? `${path}: ${issue.message}` : issue.message;
}

type ScimAnswer = { body: ScimErrorBody; headers?: Record<string, string> };

/** The SCIM answer of a refusal the portal knows (its own errors, bad JSON, a schema's), or null for any other failure. */
export function knownScimAnswer(error: unknown): ScimAnswer | null {
  if (error instanceof ScimError) return { body: scimBody(error.status, error.detail, error.scimType) };
  if (error instanceof ZodError) return { body: scimBody(400, zodDetail(error), 'invalidValue') };
  const code = (error as FastifyError).code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError)
    return { body: scimBody(400, SCIM_MESSAGES.badJson, 'invalidSyntax') };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { body: scimBody(413, SCIM_LIMIT_MESSAGES.tooLarge) };
  if (error instanceof HttpError) {
    const detail = (error.errors ? Object.values(error.errors).flat()[0] : error.detail) ?? error.title;
    // a taken e-mail or externalId is SCIM's uniqueness conflict (409), whichever status the users rule answers
    if (UNIQUENESS.has(detail)) return { body: scimBody(409, detail, 'uniqueness') };
    return {
      body: scimBody(error.status, detail, error.status === 400 ? 'invalidValue' : undefined),
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  return null;
}

function scimAnswer(error: unknown, request: FastifyRequest, reply: FastifyReply): ScimAnswer {
  const known = knownScimAnswer(error);
  if (known) return known;
  // everything else (the database away, an unexpected failure): the platform's status and words, in SCIM's body
  const { body, headers } = errorAnswer(error as Error, request, reply);
  return { body: scimBody(body.status, body.detail ?? STATUS_CODES[body.status]), ...(headers ? { headers } : {}) };
}

export function sendScimError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { body, headers } = scimAnswer(error, request, reply);
  if (headers) void reply.headers(headers);
  if (body.status === '401') void reply.header('www-authenticate', 'Bearer realm="SCIM"');
  return reply.status(Number(body.status)).type(SCIM_MEDIA_TYPE).send(body);
}
