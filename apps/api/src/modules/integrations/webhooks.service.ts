// Webhook endpoints and their delivery log, for the signed-in Admin's supplier.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  INTEGRATION_MESSAGES,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type webhookEndpointRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { newOpaqueToken } from '../../platform/opaque-tokens.ts';
import { BlockedUrl, resolveWebhookTarget } from './webhook-url.ts';

type EndpointInput = z.infer<typeof webhookEndpointRequest>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** How many deliveries the log shows per endpoint (newest first). */
export const DELIVERY_LOG_SIZE = 100;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    isActive: row.isActive,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdOn: row.createdOn.toISOString(),
  };
}

async function assertUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await resolveWebhookTarget(url, allowPrivate);
  } catch (error) {
    if (error instanceof BlockedUrl) throw Invalid.field(['url'], error.message);
    throw error;
  }
}

export async function listEndpoints(db: Db, actor: Actor): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.supplierId, actor.supplierId))
    .orderBy(webhookEndpoints.id);
  return rows.map(toEndpoint);
}

async function findEndpoint(db: Db, actor: Actor, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, actor.supplierId)));
  if (!row) throw new NotFound(INTEGRATION_MESSAGES.endpointNotFound);
  return row;
}

export async function createEndpoint(
  db: Db,
  actor: Actor,
  input: EndpointInput,
  allowPrivate: boolean,
  now: Date,
): Promise<CreatedWebhookEndpoint> {
  await assertUrl(input.url, allowPrivate);
  const secret = `whsec_${newOpaqueToken()}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      supplierId: actor.supplierId,
      url: input.url,
      secret,
      events: [...new Set(input.events)],
      isActive: input.isActive,
      createdBy: actor.userId,
      createdOn: now,
    })
    .returning();
  return { ...toEndpoint(row!), secret };
}

/** New URL, events or state; enabling again clears the failure count and the reason. */
export async function updateEndpoint(
  db: Db,
  actor: Actor,
  id: number,
  input: EndpointInput,
  allowPrivate: boolean,
): Promise<WebhookEndpoint> {
  const current = await findEndpoint(db, actor, id);
  if (input.url !== current.url) await assertUrl(input.url, allowPrivate);
  const enabling = input.isActive && !current.isActive;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      events: [...new Set(input.events)],
      isActive: input.isActive,
      ...(enabling ? { consecutiveFailures: 0, disabledReason: null } : {}),
      ...(!input.isActive && current.isActive ? { disabledReason: null } : {}),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.supplierId, actor.supplierId)))
    .returning();
  return toEndpoint(row!);
}

export async function listDeliveries(db: Db, actor: Actor, endpointId: number): Promise<WebhookDelivery[]> {
  await findEndpoint(db, actor, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.supplierId, actor.supplierId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.supplierId, actor.supplierId), inArray(webhookAttempts.deliveryId, ids)))
        .orderBy(webhookAttempts.id)
    : [];
  return rows.map((r) => ({
    id: r.id,
    endpointId: r.endpointId,
    event: r.event as WebhookDelivery['event'],
    orderId: r.orderId,
    status: r.status as WebhookDelivery['status'],
    attempts: r.attempts,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    nextAttemptOn: r.nextAttemptOn?.toISOString() ?? null,
    createdOn: r.createdOn.toISOString(),
    deliveredOn: r.deliveredOn?.toISOString() ?? null,
    replayOf: r.replayOf,
    attemptLog: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({ attemptedOn: a.attemptedOn.toISOString(), statusCode: a.statusCode, error: a.error, durationMs: a.durationMs })),
  }));
}

/**
 * Replay: the same event and data as a new delivery (replayOf names the original), sent after the order's pending ones;
 * `wakeWorker` tells the delivery worker so it goes out shortly.
 */
export async function replayDelivery(
  db: Db,
  actor: Actor,
  deliveryId: number,
  now: Date,
  wakeWorker: () => void,
): Promise<WebhookDelivery> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.supplierId, actor.supplierId)));
  if (!original) throw new NotFound(INTEGRATION_MESSAGES.deliveryNotFound);
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      supplierId: actor.supplierId,
      endpointId: original.endpointId,
      event: original.event,
      orderId: original.orderId,
      data: original.data,
      status: 'pending',
      nextAttemptOn: now,
      createdOn: now,
      replayOf: original.replayOf ?? original.id,
    })
    .returning({ id: webhookDeliveries.id });
  const [delivery] = (await listDeliveries(db, actor, original.endpointId)).filter((d) => d.id === copy!.id);
  wakeWorker();
  return delivery!;
}
