// Short-lived HMAC tokens for the local driver's upload and download addresses: the token is the credential.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedOp = 'put' | 'get';

export interface SignedClaims {
  op: SignedOp;
  key: string;
  /** Expiry, Unix seconds. */
  exp: number;
  /** Download name (get only); signed so the attachment name cannot be changed. */
  name?: string;
}

export type SignedUrlTokenCheck = { ok: true; claims: SignedClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'op' };

export class SignedUrlTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = () => Date.now(),
  ) {}

  sign(claims: Omit<SignedClaims, 'exp'>, ttlSeconds: number): string {
    const full: SignedClaims = { ...claims, exp: Math.floor(this.now() / 1000) + ttlSeconds };
    const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  verify(signedUrlToken: string, expectedOp: SignedOp): SignedUrlTokenCheck {
    const [payload, mac, extra] = signedUrlToken.split('.');
    if (!payload || !mac || extra !== undefined) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.mac(payload), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
    let claims: SignedClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedClaims;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof claims.key !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'malformed' };
    if (claims.op !== expectedOp) return { ok: false, reason: 'op' };
    if (claims.exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  // The MAC covers the whole payload: op, key, expiry and download name.
  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`portal-file-url.v1.${payload}`).digest('base64url');
  }
}
