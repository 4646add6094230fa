// Access tokens: HS256 JWTs signed with jose, 15 minutes. They carry the user id and token version only;
// the supplier, roles and flags are read fresh from the database on every request (see auth plugin).
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@portal/contracts';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
}

export class AccessTokens {
  constructor(private readonly key: Uint8Array, private readonly ttlSeconds = ACCESS_TOKEN_TTL_S) {}

  sign(claims: AccessTokenClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setIssuer('supplier-portal')
      .setAudience('supplier-portal')
      .sign(this.key);
  }

  /** Returns the claims or null for any invalid, expired or tampered token. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'supplier-portal', audience: 'supplier-portal', algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.ver !== 'number') return null;
      return { userId, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
