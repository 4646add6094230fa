// Secrets the embedded default needs: generated once into DATA_DIR; production must set them.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

/** The key that signs and verifies the access tokens (JWT_SECRET, or one generated into DATA_DIR). */
export function resolveAccessTokenSecret(config: AppConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.env === 'test') return new TextEncoder().encode('test-only-signing-key-0123456789abcdef');
  const file = path.join(config.dataDir, 'secrets', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The HMAC key of the local driver's signed file addresses: generated once into DATA_DIR/secrets. */
export function resolveFileSigningKey(config: AppConfig): Uint8Array {
  if (config.env === 'test') return new TextEncoder().encode('test-only-file-signing-key-0123456789abcdef');
  const file = path.join(config.dataDir, 'secrets', 'file-signing-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx': when two processes start together, the second keeps the first one's key.
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

/**
 * The key that seals the second factor's secrets at rest (AES-256-GCM, modules/second-factor): derived by HKDF from the
 * access-token key, so every process of a deployment has it (JWT_SECRET is required in production) and no second secret
 * must be kept. Changing JWT_SECRET makes the sealed secrets unreadable: the people set up their apps again.
 */
export function deriveSecondFactorKey(accessTokenSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', accessTokenSecret, new Uint8Array(0), 'supplier-portal second-factor secrets', 32));
}
