// The operations console (docs/decisions/ops-console.md): the marketplace's operators and the queues of decisions suppliers wait on.
import { z } from '../zod.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';

/** GET /ops/me: the signed-in operator, for the console's header. */
export const operatorProfile = z.object({
  id: recordId,
  userName: z.string(),
  name: z.string(),
});
export type OperatorProfile = z.infer<typeof operatorProfile>;

/**
 * The queues of the console, by key. Each area of the console adds its own key (its counter on the server, exported
 * by the area and listed in apps/api/src/app.ts, and its navigation item on the web, app/ops/ops-nav-items.tsx).
 */
export const OPS_QUEUE_KEYS = {
  priceChanges: 'price-changes',
  cancellations: 'cancellations',
  invoices: 'invoices',
  ltlShipments: 'ltl-shipments',
} as const;

/** GET /ops/overview: how many requests wait in each queue. */
export const opsOverview = z.object({
  queues: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export type OpsOverview = z.infer<typeof opsOverview>;

/** The :id of every console decision route (apps/api/src/modules/ops/ops-route-shapes.ts). */
export const opsDecisionIdParams = z.object({ id: recordIdParam });

/** GET /ops/supplier-options and /ops/carrier-options: the choices of the console's forms. */
export const opsOption = z.object({ value: z.number().int(), label: z.string() });
export type OpsOption = z.infer<typeof opsOption>;
