// Password hashing with Node's scrypt (N=2^15, r=8, p=1), stored as "scrypt$N$r$p$salt$hash".
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const N = 1 << 15;
const R = 8;
const P = 1;
const KEYLEN = 32;

/**
 * Hashes at the portal's cost (N = 2^15, about 0.1 s of a core). `cost` is for test fixtures only: the API tests'
 * throwaway users are hashed at N = 2^10 so their hundreds of sign-ins (throttling, sessions) do not spend a minute of
 * CI's cores on scrypt; a stored hash carries its own parameters, so verifying reads them from the hash.
 */
export async function hashPassword(password: string, cost: { N: number } = { N }): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N: cost.N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${cost.N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [algo, n, r, p, saltB64, keyB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64url');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** A fixed hash to compare against when the user does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password'));
}
