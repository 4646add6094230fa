// Integrations (docs/decisions/integrations.md): the supplier's API tokens and webhook
// endpoints, shared by the settings screen and the server.
import { z } from '../zod.ts';
import { DAY_OR_TIME_DOCUMENT, REAL_DAY_OR_TIME_PATTERN } from '../calendar-days.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';

/** What a token may do: `read` every GET, `orders:write` the order-changing calls, `accounting:write` accounting writes. */
export const API_TOKEN_SCOPES = ['read', 'orders:write', 'accounting:write', 'support'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read (every GET call)',
  'orders:write': 'Orders: process, ship, invoice, cancel, price changes, labels',
  'accounting:write': 'Accounting: cover credit requests; payments',
  support: 'Support: open, read and answer cases',
};
/** Every token starts with this (secret scanners and people recognise it). */
export const API_TOKEN_PREFIX = 'sp_live_';
export const API_TOKEN_NAME_MAX = 100;

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.changed',
  'invoice.reviewed',
  'price-change.decided',
  'cancellation.decided',
  'shipment.booked',
  'credit-request.created',
  'credit-request.withdrawn',
  // payments (docs/decisions/payments.md)
  'invoice.accepted',
  'invoice.paid',
  'deduction.posted',
  'dispute.decided',
  // cases (docs/decisions/cases.md)
  'case.opened',
  'case.answered',
  'case.resolved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_URL_MAX = 2000;

export const apiToken = z.object({
  id: recordId,
  name: z.string(),
  /** The first characters of the secret, to recognise it ("sp_live_AbCd"). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdBy: z.string(),
  createdOn: z.string(),
  expiresOn: z.string().nullable(),
  lastUsedOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of POST /integrations/api-tokens: the only time the secret is shown. */
export const createdApiToken = apiToken.extend({ secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** A day or a date-time (a real day, the time optional), blank or null for none: the document's pattern too. */
const isoDateTimeOrDate = z
  .string()
  .refine((v) => v === '' || (REAL_DAY_OR_TIME_PATTERN.test(v) && !Number.isNaN(Date.parse(v))), 'Enter a valid date.')
  .nullish()
  .meta({
    anyOf: [{ type: 'string', ...DAY_OR_TIME_DOCUMENT }, { type: 'string', maxLength: 0 }, { type: 'null' }],
  });

export const createApiTokenRequest = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name.').max(API_TOKEN_NAME_MAX),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1, 'Choose at least one scope.'),
  /** Optional expiry (ISO date or date-time); must lie in the future. */
  expiresOn: isoDateTimeOrDate,
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequest>;

export const webhookEndpoint = z.object({
  id: recordId,
  url: z.string().meta({ format: 'uri' }),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  /** Why the portal disabled it (repeated failure), null when an Admin did or it is active. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdOn: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

/** http(s)://host[:port][/path]: a host of letters, digits, dots, dashes (or [IPv6]), no spaces or credentials. */
const WEBHOOK_URL_PATTERN = /^[hH][tT][tT][pP][sS]?:\/\/(\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]+)(:\d{1,5})?([/?#]\S*)?$/;

export const webhookEndpointRequest = z.strictObject({
  // the pattern without the i flag, so the API document states it as the server applies it
  url: z.string().trim().max(WEBHOOK_URL_MAX).regex(WEBHOOK_URL_PATTERN, 'Enter an http or https address.').meta({ format: 'uri' }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event.'),
  isActive: z.boolean().default(true),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequest>;

export const webhookAttempt = z.object({
  attemptedOn: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDelivery = z.object({
  id: recordId,
  endpointId: recordId,
  event: z.enum(WEBHOOK_EVENTS),
  orderId: recordId.nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptOn: z.string().nullable(),
  createdOn: z.string(),
  deliveredOn: z.string().nullable(),
  replayOf: z.number().int().nullable(),
  attemptLog: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const integrationIdParams = z.object({ id: recordIdParam });

export const INTEGRATION_MESSAGES = {
  tokenNotFound: 'The API token was not found.',
  endpointNotFound: 'The webhook endpoint was not found.',
  deliveryNotFound: 'The delivery was not found.',
  expiryPast: 'The expiry must lie in the future.',
  sessionOnly: 'API tokens cannot call this; sign in as an Admin.',
  missingScope: (scope: string) => `The API token lacks the ${scope} scope.`,
  privateAddress: 'The address resolves to a private, loopback or link-local network; webhooks go only to public addresses.',
  unresolvable: 'The address could not be resolved.',
  tokenThrottled: 'Too many calls with this API token. Please slow down.',
} as const;
