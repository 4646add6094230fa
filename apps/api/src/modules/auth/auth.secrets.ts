// Random secrets handed to users and the hashes we keep instead of them.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../platform/opaque-tokens.ts';

// Refresh, auth, reset and create tokens are opaque tokens like the application's invitation links.
export { newOpaqueToken, sha256 } from '../../platform/opaque-tokens.ts';

export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The user id salts the code hash so equal codes of two users never share a hash. */
export function hashOneTimeCode(userId: number, code: string): string {
  return sha256(`${userId}:${code}`);
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
