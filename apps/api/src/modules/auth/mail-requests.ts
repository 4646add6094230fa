// Code and reset-mail requests are answered before their mail is written (the answer's duration must not tell whether
// the address is a user's); the request's throttle row, written before the answer for every address alike, is the
// durable record that a mail was asked for. Its after-response task marks it handled with the mail; a request whose
// process died first is finished here by any process, a few seconds later (docs/decisions/reliability-promises.md).
import type { FastifyInstance } from 'fastify';
import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import { authAttempts } from '../../db/schema/index.ts';
import { PollLoop } from '../../platform/poll-loop.ts';
import { authDeps, type AuthDeps } from './auth.deps.ts';
import { mailOneTimeCode } from './one-time-code.service.ts';
import { mailPasswordReset } from './passwords.service.ts';

/** A request's own process writes its mail within milliseconds; one still unhandled after this is taken over. */
export const UNHANDLED_AFTER_MS = 5_000;
const SWEEP_EVERY_MS = 5_000;
const BATCH = 50;

/** Finishes the requests left unhandled; answers how many it looked at (tests call it with the clock moved). */
export async function finishMailRequests(deps: AuthDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNHANDLED_AFTER_MS);
  const rows = await deps.db
    .select({ id: authAttempts.id, kind: authAttempts.kind, subject: authAttempts.subject })
    .from(authAttempts)
    .where(
      and(inArray(authAttempts.kind, ['reset-mail', 'one-time-code']), isNull(authAttempts.handledOn), lt(authAttempts.createdOn, before)),
    )
    .orderBy(asc(authAttempts.createdOn))
    .limit(BATCH);
  for (const row of rows) {
    if (row.kind === 'reset-mail') await mailPasswordReset(deps, row.subject, row.id);
    else await mailOneTimeCode(deps, row.subject, row.id);
  }
  return rows.length;
}

/** Every process sweeps every 5 s (outside tests); two that take one request write its mail once (claimMailRequest). */
export function registerMailRequestSweep(app: FastifyInstance): void {
  if (app.config.env === 'test') return;
  const deps = authDeps(app);
  const loop = new PollLoop(
    () => finishMailRequests(deps),
    SWEEP_EVERY_MS,
    (error) => app.log.error({ err: error }, 'mail request sweep failed'),
  );
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
}
