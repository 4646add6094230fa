// Delivers the mail outbox over SMTP (docs/decisions/reliability-promises.md): claims due rows with FOR UPDATE SKIP
// LOCKED and leases them, so several processes share the work and none sends a row another holds; a failed send is
// retried with exponential backoff for 24 hours, then given up; sent rows are deleted after the retention period. A
// process that dies mid-send leaves its rows to be sent again when their lease ends (at least once).
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resultRows } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { BatchWorker } from '../poll-loop.ts';
import type { MailTransport } from './smtp-mailer.ts';

/** How long a mail is retried, counted from when it was written. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claimed batch is not claimed again for this long: well beyond BATCH sends at the transport's longest waits. */
const LEASE_MS = 10 * 60_000;
const BATCH = 10;

/** The wait after the n-th failed attempt (1-based): 10 s doubling, at most 1 hour. */
export function mailBackoffMs(failedAttempts: number): number {
  return Math.min(10_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

export interface MailWorkerOptions {
  database: Database;
  clock: Clock;
  transport: MailTransport;
  pollMs: number;
  retentionDays: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

interface Claimed {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  created_on: string | Date;
}

export class MailWorker extends BatchWorker {
  constructor(private readonly options: MailWorkerOptions) {
    super(options.pollMs, 'mail worker', options.log);
  }

  /** Sent rows past the retention are deleted before each drain. */
  protected override async beforeDrain(): Promise<void> {
    await this.prune();
  }

  /** Claims one batch of due mails and attempts each (every claimed one is handled: sent, or retried later). */
  protected async runOnce(): Promise<{ claimed: number; handled: number }> {
    const claimed = await this.attemptBatch();
    return { claimed, handled: claimed };
  }

  private async attemptBatch(): Promise<number> {
    const now = this.options.clock.now();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    const result = await this.options.database.db.execute(sql`
      with due as (
        select id from outbox
        where sent_on is null and failed_on is null and next_attempt_on <= ${now.toISOString()}::timestamptz
        order by id
        limit ${BATCH}
        for update skip locked)
      update outbox o set next_attempt_on = ${lease}::timestamptz
      from due where o.id = due.id
      returning o.id, o."to", o.subject, o.text, o.html, o.attempts, o.created_on`);
    const claimed = resultRows<Claimed>(result).sort((a, b) => a.id - b.id);
    for (const mail of claimed) await this.attempt(mail);
    return claimed.length;
  }

  private async attempt(mail: Claimed): Promise<void> {
    const { database, clock, transport, log } = this.options;
    const attempts = mail.attempts + 1;
    try {
      await transport.deliver({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const now = clock.now();
      const giveUp = now.getTime() - new Date(mail.created_on).getTime() >= MAIL_RETRY_WINDOW_MS;
      log?.warn({ err: error, mailId: mail.id, attempts, giveUp }, 'mail not delivered');
      await database.db
        .update(outbox)
        .set({
          attempts,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptOn: giveUp ? null : new Date(now.getTime() + mailBackoffMs(attempts)),
          failedOn: giveUp ? now : null,
        })
        .where(eq(outbox.id, mail.id));
      return;
    }
    await database.db
      .update(outbox)
      .set({ attempts, sentOn: clock.now(), nextAttemptOn: null, lastError: null })
      .where(eq(outbox.id, mail.id));
  }

  /** Sent rows older than the retention period go (their links and codes with them). */
  private async prune(): Promise<void> {
    const before = new Date(this.options.clock.now().getTime() - this.options.retentionDays * 24 * 60 * 60 * 1000);
    await this.options.database.db.delete(outbox).where(and(isNotNull(outbox.sentOn), lt(outbox.sentOn, before)));
  }
}
