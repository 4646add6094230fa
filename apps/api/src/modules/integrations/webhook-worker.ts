// Delivers the webhook outbox: claims due rows (FOR UPDATE SKIP LOCKED, so several processes share the work), never
// an order's event while an earlier one of the same order and endpoint is still pending, and leases each claimed row
// for a while (a process that dies mid-send leaves it to be sent again: at least once). Each attempt is signed and
// logged; a failure is retried with exponential backoff until 24 hours after the event, then given up; an endpoint
// whose deliveries are given up WEBHOOKS_DISABLE_AFTER times in a row is disabled and its supplier's Admins mailed.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resultRows } from '../../db/client.ts';
import { supplierMemberships, users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { usableMemberOf } from '../../platform/memberships.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { BatchWorker } from '../../platform/poll-loop.ts';
import { BlockedUrl, resolveWebhookTarget, type ResolvedTarget } from './webhook-url.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';

/** How long events are retried, counted from the event. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claimed row is not claimed again for this long (the send's timeout is well inside it). */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
const BATCH = 20;

/** The wait after the n-th failed attempt (1-based): 30 s doubling, at most 4 hours. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 4 * 60 * 60 * 1000);
}

export interface WorkerOptions {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  allowPrivate: boolean;
  disableAfter: number;
  pollMs: number;
  publicUrl: string;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

interface Claimed {
  id: number;
  supplier_id: number;
  endpoint_id: number;
  event: string;
  order_id: number | null;
  data: Record<string, unknown>;
  attempts: number;
  created_on: string | Date;
  replay_of: number | null;
  url: string;
  secret: string;
}

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** The body every delivery sends (its `id` is the Portal-Delivery header's). */
export function deliveryBody(d: Pick<Claimed, 'id' | 'event' | 'created_on' | 'data' | 'replay_of'>): string {
  return JSON.stringify({
    id: d.id,
    event: d.event,
    occurredAt: new Date(d.created_on).toISOString(),
    ...(d.replay_of ? { replayOf: d.replay_of } : {}),
    data: d.data,
  });
}

export class WebhookWorker extends BatchWorker {
  constructor(private readonly options: WorkerOptions) {
    super(options.pollMs, 'webhook worker', options.log);
  }

  /** Claims one batch of due deliveries and attempts each (every claimed one is handled: sent, or retried later). */
  protected async runOnce(): Promise<{ claimed: number; handled: number }> {
    const claimed = await this.attemptBatch();
    return { claimed, handled: claimed };
  }

  private async attemptBatch(): Promise<number> {
    const now = this.options.clock.now();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    const result = await this.options.database.db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.supplier_id = d.supplier_id and e.is_active
        where d.status = 'pending' and d.next_attempt_on <= ${now.toISOString()}::timestamptz
          and not exists (
            select 1 from webhook_deliveries p
            where p.supplier_id = d.supplier_id and p.endpoint_id = d.endpoint_id and p.order_id = d.order_id
              and p.status = 'pending' and p.id < d.id)
        order by d.id
        limit ${BATCH}
        for update of d skip locked)
      update webhook_deliveries w set next_attempt_on = ${lease}::timestamptz
      from due, webhook_endpoints e
      where w.id = due.id and e.id = w.endpoint_id and e.supplier_id = w.supplier_id
      returning w.id, w.supplier_id, w.endpoint_id, w.event, w.order_id, w.data, w.attempts, w.created_on, w.replay_of, e.url, e.secret`);
    const claimed = resultRows<Claimed>(result).map((r) => ({
      ...r,
      id: Number(r.id),
      replay_of: r.replay_of === null ? null : Number(r.replay_of),
    }));
    claimed.sort((a, b) => a.id - b.id);
    for (const delivery of claimed) await this.attempt(delivery);
    return claimed.length;
  }

  private async attempt(d: Claimed): Promise<void> {
    const started = this.options.clock.now();
    const startedMs = performance.now();
    let answer: Answer;
    try {
      const target = await resolveWebhookTarget(d.url, this.options.allowPrivate);
      answer = await send(target, d, this.options.clock.now());
    } catch (error) {
      answer = { statusCode: null, error: error instanceof BlockedUrl ? error.message : String((error as Error).message ?? error) };
    }
    const durationMs = Math.round(performance.now() - startedMs);
    const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const attempts = d.attempts + 1;
    const db = this.options.database.db;
    const now = this.options.clock.now();
    const createdMs = new Date(d.created_on).getTime();
    const nextMs = now.getTime() + backoffMs(attempts);
    const givenUp = !ok && nextMs > createdMs + RETRY_WINDOW_MS;
    await db.insert(webhookAttempts).values({
      supplierId: d.supplier_id,
      deliveryId: d.id,
      attemptedOn: started,
      statusCode: answer.statusCode,
      error: answer.error,
      durationMs,
    });
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: ok ? 'delivered' : givenUp ? 'failed' : 'pending',
        deliveredOn: ok ? now : null,
        nextAttemptOn: ok || givenUp ? null : new Date(nextMs),
        lastStatusCode: answer.statusCode,
        lastError: answer.error,
      })
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.supplierId, d.supplier_id)));
    if (ok) {
      await db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(webhookEndpoints.id, d.endpoint_id), eq(webhookEndpoints.supplierId, d.supplier_id)));
    } else if (givenUp) {
      await this.countGivenUp(d);
    }
  }

  private async countGivenUp(d: Claimed): Promise<void> {
    const db = this.options.database.db;
    const [endpoint] = await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(and(eq(webhookEndpoints.id, d.endpoint_id), eq(webhookEndpoints.supplierId, d.supplier_id)))
      .returning({ failures: webhookEndpoints.consecutiveFailures, isActive: webhookEndpoints.isActive, url: webhookEndpoints.url });
    if (!endpoint || !endpoint.isActive || endpoint.failures < this.options.disableAfter) return;
    const reason = `Disabled after ${endpoint.failures} deliveries in a row failed for 24 hours.`;
    // the disable and its mails commit together (docs/decisions/reliability-promises.md)
    await db.transaction(async (tx) => {
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({ isActive: false, disabledReason: reason })
        .where(
          and(eq(webhookEndpoints.id, d.endpoint_id), eq(webhookEndpoints.supplierId, d.supplier_id), eq(webhookEndpoints.isActive, true)),
        )
        .returning({ id: webhookEndpoints.id });
      if (!disabled) return;
      const admins = await tx
        .select({ email: users.email })
        .from(users)
        .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
        .where(usableMemberOf(d.supplier_id, { admins: true }));
      const link = `${this.options.publicUrl}/settings/integrations`;
      for (const admin of admins) {
        await this.options.mailer.send(
          {
            to: admin.email,
            subject: 'A webhook endpoint was disabled',
            text: `The webhook endpoint ${endpoint.url} was disabled: ${reason}\nCheck the receiver, then enable it again under Settings > Integrations: ${link}`,
            html: `<p>The webhook endpoint <b>${escapeHtml(endpoint.url)}</b> was disabled: ${escapeHtml(reason)}</p><p>Check the receiver, then enable it again under <a href="${link}">Settings &gt; Integrations</a>.</p>`,
          },
          tx,
        );
      }
    });
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One POST to the checked address (no second DNS lookup, no redirect followed); the answer's status or the error. */
function send(target: ResolvedTarget, d: Claimed, now: Date): Promise<Answer> {
  const body = deliveryBody(d);
  const timestamp = Math.floor(now.getTime() / 1000);
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const lib = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = lib.request(
      target.url,
      {
        method: 'POST',
        lookup,
        timeout: SEND_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SupplierPortal-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(d.secret, timestamp, body),
          [EVENT_HEADER]: d.event,
          [DELIVERY_HEADER]: String(d.id),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} seconds.`)));
    request.on('error', (error) => resolve({ statusCode: null, error: error.message }));
    request.end(body);
  });
}
