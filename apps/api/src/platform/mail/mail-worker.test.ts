// The mail outbox delivered over SMTP to a real SMTP server the test starts (smtp-server): a mail asked for by a request
// arrives once; the server down for a while, then up: it arrives once, after the backoff; two workers send each mail
// once; sent rows are deleted after the retention period; the dev outbox (no SMTP) is never delivered.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../../db/schema/index.ts';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/user-factory.ts';
import { MailWorker, mailBackoffMs } from './mail-worker.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpTransport } from './smtp-mailer.ts';

const SMTP_PORT = 3426;
const ctx = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` });

interface Received {
  to: string;
  raw: string;
}
let received: Received[] = [];
let server: SMTPServer | null = null;

async function startSmtp(): Promise<void> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(SMTP_PORT, '127.0.0.1', resolve));
}
async function stopSmtp(): Promise<void> {
  const closing = server;
  server = null;
  if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
}

const to = (address: string) => received.filter((r) => r.to === address);
const worker = () => ctx.app.mailWorker!;
let clockAt: Date;
const moveClock = (ms: number) => {
  clockAt = new Date(clockAt.getTime() + ms);
  vi.spyOn(ctx.app.clock, 'now').mockReturnValue(clockAt);
};

beforeAll(startSmtp);
afterAll(stopSmtp);
afterEach(async () => {
  vi.restoreAllMocks();
  if (!server) await startSmtp();
  received = [];
});

describe('mail outbox over SMTP', () => {
  it('delivers a reset mail asked for by a request once, and marks its row sent', async () => {
    clockAt = new Date();
    moveClock(0);
    const user = await createUser(ctx.database.db, { supplierId: ctx.seed.supplierIds.acme });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-password-reset-email', payload: { email: user.email } });
    expect(res.statusCode).toBe(204);
    await ctx.app.afterResponse.idle();
    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    await worker().drain();
    const mails = to(user.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/password-reset\?token=/);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, user.email.toLowerCase()));
    expect(row!.sentOn).toEqual(clockAt);
    expect(row!.attempts).toBe(1);
  });

  it('retries while the SMTP server is down and delivers once when it is back (after the backoff)', async () => {
    clockAt = new Date();
    moveClock(0);
    await stopSmtp();
    await ctx.app.mailer.send({ to: 'down@mail.test', subject: 'while down', text: 'x', html: '<p>x</p>' });
    expect(await worker().drain()).toBe(1);
    moveClock(5_000);
    await worker().drain(); // not due yet: no second attempt
    const [failed] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'down@mail.test'));
    expect(failed!.sentOn).toBeNull();
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toBeTruthy();
    // down for 20 seconds: the second attempt (10 s) fails too, the third (20 s after it) finds the server up
    moveClock(mailBackoffMs(1) - 5_000);
    await worker().drain();
    await startSmtp();
    moveClock(mailBackoffMs(2));
    await worker().drain();
    await worker().drain();
    expect(to('down@mail.test')).toHaveLength(1);
    const [sent] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'down@mail.test'));
    expect(sent!.attempts).toBe(3);
    expect(sent!.sentOn).toEqual(clockAt);
  });

  it('sends each mail once with two workers draining at the same time', async () => {
    clockAt = new Date();
    moveClock(0);
    for (let i = 0; i < 25; i++) await ctx.app.mailer.send({ to: `pair-${i}@mail.test`, subject: `n${i}`, text: 'x', html: '<p>x</p>' });
    const second = new MailWorker({
      database: ctx.database,
      clock: { now: () => ctx.app.clock.now() },
      transport: new SmtpTransport(`smtp://127.0.0.1:${SMTP_PORT}`, 'Portal <no-reply@portal.test>'),
      pollMs: 1_000,
      retentionDays: 30,
    });
    const [a, b] = await Promise.all([worker().drain(), second.drain()]);
    expect(a + b).toBe(25);
    const pairs = received.filter((r) => r.to.startsWith('pair-'));
    expect(pairs).toHaveLength(25);
    expect(new Set(pairs.map((r) => r.to)).size).toBe(25);
  });

  it('deletes sent rows after the retention period (30 days by default) and keeps the others', async () => {
    clockAt = new Date();
    moveClock(0);
    const day = 24 * 60 * 60 * 1000;
    const insert = (address: string, sentDaysAgo: number | null) =>
      ctx.database.db.insert(outbox).values({
        to: address,
        subject: 's',
        text: 't',
        html: 'h',
        sentOn: sentDaysAgo === null ? null : new Date(clockAt.getTime() - sentDaysAgo * day),
        nextAttemptOn: sentDaysAgo === null ? new Date(clockAt.getTime() + day) : null,
      });
    await insert('old@retention.test', 31);
    await insert('recent@retention.test', 29);
    await insert('pending@retention.test', null);
    await worker().drain();
    const left = await sqlRows<{ to: string }>(ctx.database, sql`select "to" from outbox where "to" like '%@retention.test' order by "to"`);
    expect(left.map((r) => r.to)).toEqual(['pending@retention.test', 'recent@retention.test']);
  });

  it('never delivers the dev outbox (rows written without SMTP)', async () => {
    clockAt = new Date();
    moveClock(0);
    await new OutboxMailer(ctx.database.db).send({ to: 'dev@mail.test', subject: 'dev', text: 'x', html: '<p>x</p>' });
    await worker().drain();
    expect(to('dev@mail.test')).toHaveLength(0);
  });
});
