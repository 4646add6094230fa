// What the auth services need from the app, gathered once so services stay free of Fastify.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { AfterResponse } from '../../platform/after-response.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Work whose duration must not show in the answer (mails that only real users get). */
  afterResponse: AfterResponse;
  accessTokens: AccessTokens;
  /** Base of links in mails, without a trailing slash. */
  publicUrl: string;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    afterResponse: app.afterResponse,
    accessTokens: app.accessTokens,
    publicUrl: app.config.publicUrl,
  };
}
