// What the single sign-on services need, gathered once (app.ts builds it) so services stay free of Fastify.
import { hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { resolveAccessTokenSecret } from '../../platform/secrets.ts';
import { authDeps, type AuthDeps } from '../auth/index.ts';
import { secretBox } from '../second-factor/index.ts';

type SecretBox = ReturnType<typeof secretBox>;

export interface SsoDeps {
  db: Db;
  clock: Clock;
  /** The session and its audit entry, and the mails (modules/auth). */
  auth: AuthDeps;
  /** Seals and opens the providers' client secrets. */
  box: SecretBox;
  /** Where the provider sends the browser back: the web app's /sso/callback (registered at the provider). */
  redirectUri: string;
  /** Where the provider's logout sends the browser back: the sign-in page (registered at the provider). */
  signOutRedirectUri: string;
  publicUrl: string;
  /** Outside production an http issuer on this machine is allowed (tests and demos run a provider locally). */
  allowLocalHttp: boolean;
  log: FastifyBaseLogger;
}

/**
 * The client secrets' key: derived by HKDF from the access-token key as the second factor's is (another label, so
 * neither key opens the other's secrets); changing JWT_SECRET means entering the client secret again.
 */
function clientSecretKey(accessTokenSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', accessTokenSecret, new Uint8Array(0), 'supplier-portal sso client secrets', 32));
}

export function ssoDeps(app: FastifyInstance): SsoDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    auth: authDeps(app),
    box: secretBox(clientSecretKey(resolveAccessTokenSecret(app.config))),
    redirectUri: `${app.config.publicUrl}/sso/callback`,
    signOutRedirectUri: `${app.config.publicUrl}/login`,
    publicUrl: app.config.publicUrl,
    allowLocalHttp: app.config.env !== 'production',
    log: app.log,
  };
}
