// The audit log the supplier's Admin reads (GET /audit/events, a server grid).
import { z } from '../zod.ts';
import { recordId } from '../platform/ids.ts';
import { AUDIT_ACTIONS, AUDIT_METHODS } from './audit.enums.ts';

export const auditEvent = z.object({
  id: recordId,
  occurredOn: z.string().describe('ISO 8601 instant'),
  action: z.enum(AUDIT_ACTIONS),
  actionLabel: z.string(),
  /** Sign-ins only: how it was decided. */
  method: z.enum(AUDIT_METHODS).nullable(),
  methodLabel: z.string().nullable(),
  /** A sign-in through the company's identity provider: how the provider says the person signed in (acr/amr), or null. */
  assurance: z.string().nullable(),
  /** Whose sign-in, factor or session. */
  userName: z.string(),
  /** Who did it, when someone else did (an ended session; "SCIM" for the identity provider's provisioning): else null. */
  byUserName: z.string().nullable(),
  ip: z.string(),
  /** The device in words (sign-ins). */
  device: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditEventList = z.array(auditEvent);
