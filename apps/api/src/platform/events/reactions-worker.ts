// Runs the reactions that follow domain events after commit (domain-events.ts): claims due rows of
// domain_event_reactions (FOR UPDATE SKIP LOCKED: several processes share the work, none takes a row another holds),
// runs each in a savepoint of the claiming transaction and deletes its row there, so the reaction's writes and the
// row's end commit together. A process killed in between loses nothing (the row is back once its transaction is
// gone) and repeats nothing it committed. A failed reaction stays, retried with backoff, and is counted; a reaction
// is never given up (nothing that follows a committed change is lost); its error is kept on the row.
import { sql } from 'drizzle-orm';
import type { DomainEvent } from '@portal/contracts';
import { resultRows, type Database } from '../../db/client.ts';
import { asSystem } from '../../db/tenant-context.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from '../mail/mail-message.ts';
import { BatchWorker } from '../poll-loop.ts';
import { afterCommitSubscriber } from './domain-events.ts';

const BATCH = 20;

/** The wait after the n-th failed attempt (1-based): 5 s doubling, at most 15 minutes. */
export function reactionBackoffMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** (failedAttempts - 1), 15 * 60 * 1000);
}

export interface ReactionsOptions {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  pollMs: number;
  log?: { error(obj: unknown, msg?: string): void };
}

interface Claimed {
  id: number;
  subscriber: string;
  event: DomainEvent;
  attempts: number;
}

/**
 * `drain()` runs every reaction due now and answers how many ran (the dev outbox and tests call it to read what follows
 * a change without waiting for the poll). A reaction never tried is due at once; a failed one after its backoff.
 */
export class DomainReactions extends BatchWorker {
  /** Reactions run and failed attempts since the process started (the metrics). */
  handled = 0;
  failures = 0;

  constructor(private readonly options: ReactionsOptions) {
    super(options.pollMs, 'domain reactions worker', options.log);
  }

  protected async runOnce(): Promise<{ claimed: number; handled: number }> {
    const { database, clock, mailer, publicUrl } = this.options;
    const now = clock.now();
    // the system's work, whoever calls: the dev outbox drains from within a request, whose tenant context (nobody,
    // on a public route) would hide every supplier's rows from a reaction on PostgreSQL with row-level security
    return asSystem(() =>
      database.db.transaction(async (tx) => {
        const rows = resultRows<Claimed>(
          await tx.execute(sql`
          select id, subscriber, event, attempts from domain_event_reactions
          where attempts = 0 or next_attempt_on <= ${now.toISOString()}::timestamptz
          order by id limit ${BATCH} for update skip locked`),
        );
        let ran = 0;
        for (const row of rows) {
          try {
            const subscriber = afterCommitSubscriber(row.subscriber);
            if (!subscriber) throw new Error(`No after-commit subscriber is named ${row.subscriber} in this process.`);
            await tx.transaction(async (savepoint) => {
              await subscriber.handle(savepoint, row.event as never, { mailer, publicUrl, now });
              await savepoint.execute(sql`delete from domain_event_reactions where id = ${row.id}`);
            });
            ran += 1;
            this.handled += 1;
          } catch (error) {
            this.failures += 1;
            const attempts = row.attempts + 1;
            const next = new Date(now.getTime() + reactionBackoffMs(attempts));
            const message = error instanceof Error ? error.message : String(error);
            this.options.log?.error(
              { err: error, reaction: row.id, subscriber: row.subscriber },
              'a domain reaction failed; retried later',
            );
            await tx.execute(sql`
            update domain_event_reactions set attempts = ${attempts}, next_attempt_on = ${next.toISOString()}::timestamptz,
              last_error = ${message.slice(0, 2000)}
            where id = ${row.id}`);
          }
        }
        return { claimed: rows.length, handled: ran };
      }),
    );
  }
}
