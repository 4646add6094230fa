// Optimistic concurrency for things two people edit (company contacts, a user's name): the read model carries an
// opaque `version` (a hash of what the edit can change), a write sends it back in If-Match, and the service compares
// it with the current version under a row lock in the write's transaction: a stale write is refused with 412 and the
// other person's change is never overwritten silently. Without If-Match a write applies as before (older clients).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CONCURRENCY_MESSAGES } from '@portal/contracts';
import { canonicalJson } from './canonical-json.ts';
import { HttpError, Invalid } from './errors.ts';

/** The longest If-Match the document admits (a version is 22 characters; a few quoted, weak or listed fit easily). */
export const IF_MATCH_MAX_LENGTH = 200;
export const IF_MATCH_TOO_LONG = `If-Match is at most ${IF_MATCH_MAX_LENGTH} characters.`;

export class PreconditionFailed extends HttpError {
  constructor(detail: string = CONCURRENCY_MESSAGES.changedMeanwhile) {
    super(412, 'Precondition Failed', detail);
  }
}

/** The version of a resource's editable content: 22 characters of its hash. */
export const versionOf = (content: unknown): string => createHash('sha256').update(canonicalJson(content)).digest('base64url').slice(0, 22);

/**
 * The versions an If-Match header names (`"v1", W/"v2"` or `*`); undefined when the request sends none. A header over
 * its documented length is bad input (400 naming it), not a stale version (412).
 */
export function ifMatchOf(request: FastifyRequest): string[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.length > IF_MATCH_MAX_LENGTH) throw new Invalid({ '$.headers.If-Match': [IF_MATCH_TOO_LONG] }, IF_MATCH_TOO_LONG);
  return text
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);
}

/** Throws 412 unless the expected versions (If-Match) include the current one; no expectation, no check. */
export function assertVersion(expected: string[] | undefined, current: string): void {
  if (expected === undefined || expected.includes('*') || expected.includes(current)) return;
  throw new PreconditionFailed();
}
