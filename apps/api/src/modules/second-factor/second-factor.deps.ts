// What the second factor's services need, gathered once (app.ts builds it) so services stay free of Fastify.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { deriveSecondFactorKey, resolveAccessTokenSecret } from '../../platform/secrets.ts';
import { authDeps, type AuthDeps } from '../auth/index.ts';
import { secretBox, type SecretBox } from './totp-secrets.ts';
import { relyingPartyOf, type RelyingParty } from './webauthn.ts';

export interface SecondFactorDeps {
  db: Db;
  clock: Clock;
  /** Seals and opens the authenticator apps' secrets. */
  box: SecretBox;
  /** The sign-in's session and audit (modules/auth). */
  auth: AuthDeps;
  /** Operators need a second factor in production (NODE_ENV=production); elsewhere the demo operator signs in with its password. */
  operatorsNeedFactor: boolean;
  /** Passkeys' relying party: the portal's host name and origin (PUBLIC_URL). */
  relyingParty: RelyingParty;
}

export function secondFactorDeps(app: FastifyInstance): SecondFactorDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    box: secretBox(deriveSecondFactorKey(resolveAccessTokenSecret(app.config))),
    auth: authDeps(app),
    operatorsNeedFactor: app.config.env === 'production',
    relyingParty: relyingPartyOf(app.config.publicUrl),
  };
}
