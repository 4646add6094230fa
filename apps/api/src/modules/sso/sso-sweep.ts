// The sweep of single sign-on's rows past their time (docs/decisions/auth.md, "Single sign-on"): the sign-ins under way
// (10 minutes; a SAML answer's ticket 60 seconds) and the kept SAML assertion IDs (until the assertion expires) can
// never be used again. Every process sweeps once a minute, outside tests (as the mail requests' sweep runs); two
// processes deleting the same rows do no harm. A supplier's own next sign-in still deletes its expired ones too.
import type { FastifyInstance } from 'fastify';
import { PollLoop } from '../../platform/poll-loop.ts';
import { deleteExpiredSignIns } from './sso.queries.ts';

export const SSO_SWEEP_EVERY_MS = 60_000;

export function registerSsoSweep(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  const loop = new PollLoop(
    () => deleteExpiredSignIns(app.database.db, app.clock.now()),
    SSO_SWEEP_EVERY_MS,
    (error) => app.log.error({ err: error }, 'single sign-on sweep failed'),
  );
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
}
