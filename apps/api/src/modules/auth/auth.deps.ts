// What the auth services need from the app, gathered once so services stay free of Fastify.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { AfterResponse } from '../../platform/after-response.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import type { SecondFactorPending } from '@portal/contracts';
import type { SignInUser } from './auth.queries.ts';

/** Who signs in from where: the sign-in's audit entry and the session's device (the Sessions page). */
export interface SignInClient {
  ip: string;
  userAgent: string | null;
}

/**
 * The sign-in's second step, given by app.ts from modules/second-factor (which imports this module, so not the other
 * way round): after the password or e-mailed code, a challenge when the person has a factor or must set one up.
 */
export interface SecondFactorGate {
  begin(user: SignInUser, firstMethod: 'password' | 'code'): Promise<SecondFactorPending | null>;
}

/**
 * The supplier's own identity provider, given by app.ts from modules/sso (which imports this module): the words why a
 * password or an e-mailed code is refused for an address whose company enforces its provider, or null.
 */
export interface SsoEnforcement {
  refusal(email: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondFactorGate: SecondFactorGate | null;
    ssoEnforcement: SsoEnforcement | null;
  }
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Work whose duration must not show in the answer (mails that only real users get). */
  afterResponse: AfterResponse;
  accessTokens: AccessTokens;
  /** Base of links in mails, without a trailing slash. */
  publicUrl: string;
  /** Null: no second step (an app built without the second-factor module). */
  secondFactorGate: SecondFactorGate | null;
  /** Null: no single sign-on (an app built without modules/sso). */
  ssoEnforcement: SsoEnforcement | null;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    afterResponse: app.afterResponse,
    accessTokens: app.accessTokens,
    publicUrl: app.config.publicUrl,
    secondFactorGate: app.hasDecorator('secondFactorGate') ? app.secondFactorGate : null,
    ssoEnforcement: app.hasDecorator('ssoEnforcement') ? app.ssoEnforcement : null,
  };
}
