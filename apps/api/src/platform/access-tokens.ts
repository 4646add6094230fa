// Access tokens: HS256 JWTs signed with jose, 15 minutes. They carry the person's id, token version, session id and the
// supplier the session is for (a person may belong to several: docs/decisions/auth.md, "Memberships"); the membership,
// roles and flags are read fresh from the database on every request (see auth plugin).
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@portal/contracts';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
  /** The session (refresh-token family) the token was issued for: ending it ends the token (the Sessions page). */
  sessionId?: string;
  /** The supplier the session works for (`sup`); absent for an operator's. */
  supplierId?: number;
}

/** Verified tokens remembered per process; past this many the memory is dropped and refilled. */
const VERIFIED_CACHE_MAX = 10_000;

export class AccessTokens {
  // A token's signature and claims never change, so a token checked once need not be checked again (HMAC through
  // WebCrypto was ~5 % of a list request's CPU); only its expiry is re-checked on every use. Only valid tokens are
  // remembered, and only tokens this secret signed can be valid. The user behind it is still read per request.
  private readonly verified = new Map<string, { claims: AccessTokenClaims; exp: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_S,
  ) {}

  sign(claims: AccessTokenClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      ver: claims.tokenVersion,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.supplierId !== undefined ? { sup: claims.supplierId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setIssuer('supplier-portal')
      .setAudience('supplier-portal')
      .sign(this.key);
  }

  /** Returns the claims or null for any invalid, expired or tampered token. */
  async verify(accessToken: string, now = new Date()): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(accessToken);
    // jose's rule: expired once exp <= now (whole seconds).
    if (known && known.exp > Math.floor(now.getTime() / 1000)) return known.claims;
    if (known) this.verified.delete(accessToken);
    try {
      const { payload } = await jwtVerify(accessToken, this.key, {
        issuer: 'supplier-portal',
        audience: 'supplier-portal',
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      const claims: AccessTokenClaims = { userId, tokenVersion: payload.ver };
      if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
      if (typeof payload.sup === 'number' && Number.isInteger(payload.sup)) claims.supplierId = payload.sup;
      if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
      this.verified.set(accessToken, { claims, exp: payload.exp });
      return claims;
    } catch {
      return null;
    }
  }
}
