// Optimistic concurrency (company contacts, user names): the read model's `version` goes back in If-Match; a write
// based on an older version is refused with 412 and this message, and the client shows the fresh data.
import { z } from '../zod.ts';

export const CONCURRENCY_MESSAGES = {
  changedMeanwhile: 'Someone else changed this in the meantime. The latest version is shown now: make your change again.',
} as const;

/** The opaque version of an editable resource, sent back as `If-Match: "<version>"`. */
export const resourceVersion = z.string().min(1).max(64);

export const ifMatchHeader = (version: string) => ({ 'If-Match': `"${version}"` });
