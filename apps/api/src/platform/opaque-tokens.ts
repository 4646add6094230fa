// Long random tokens handed to people (refresh, reset, invitation links) and the sha256 hash we keep instead of them.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
