// The operations console's onboarding queues (docs/decisions/ops-queues.md): invitations (create, resend, expire) and submitted supplier
// applications (approve, decline with a reason). One schema per call, shared by the console's forms and the server.
import { z } from '../../zod.ts';
import '../../messages.ts';
import { INVITATION_STATES } from '../application.rules.ts';
import { emailAddress } from '../../platform/contact-fields.ts';
import { recordId } from '../../platform/ids.ts';

export const INVITED_NAME_MAX = 100;
export const DECLINE_REASON_MAX = 1000;
export const APPLICATION_STATUSES = ['Submitted', 'Approved', 'Declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const OPS_ONBOARDING_MESSAGES = {
  invitationNotFound: 'Invitation not found.',
  invitationApplied: 'An application was already submitted with this invitation.',
  invitationAlreadyExpired: 'This invitation has already expired.',
  applicationNotFound: 'Application not found.',
  alreadyDecided: (status: string) => `This application was already ${status.toLowerCase()}.`,
  adminEmailTaken: 'The primary contact’s e-mail address is an operator’s; decline the application or change the address first.',
  invitationCreated: (email: string) => `Invitation sent to ${email}`,
  invitationResent: 'A new link was sent; the old one no longer works',
  invitationExpired: 'Invitation expired',
  applicationApproved: (name: string) => `${name} approved; its Admin was mailed a link to create a password`,
  applicationDeclined: 'Application declined; the applicant was mailed the reason',
} as const;

/** POST /ops/invitations */
export const createOpsInvitationRequest = z.strictObject({
  email: emailAddress,
  invitedName: z.string().trim().max(INVITED_NAME_MAX).optional(),
});
export type CreateOpsInvitationRequest = z.infer<typeof createOpsInvitationRequest>;

export const opsInvitation = z.object({
  id: recordId,
  invitedEmail: z.string().nullable(),
  invitedName: z.string().nullable(),
  createdOn: z.string(),
  expiredOn: z.string(),
  lastSentOn: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  applicationId: recordId.nullable(),
});
export type OpsInvitation = z.infer<typeof opsInvitation>;

export const opsApplication = z.object({
  id: recordId,
  status: z.enum(APPLICATION_STATUSES),
  officialCompanyName: z.string(),
  doingBusinessAs: z.string(),
  website: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  primaryContactName: z.string().nullable(),
  primaryContactEmail: z.string().nullable(),
  warehouseCount: z.number().int(),
  invitedEmail: z.string().nullable(),
  submittedOn: z.string(),
  decidedOn: z.string().nullable(),
  declineReason: z.string().nullable(),
  supplierId: recordId.nullable(),
});
export type OpsApplication = z.infer<typeof opsApplication>;

/** POST /ops/applications/:id/decline */
export const declineApplicationRequest = z.strictObject({ reason: z.string().trim().min(1).max(DECLINE_REASON_MAX) });
export type DeclineApplicationRequest = z.infer<typeof declineApplicationRequest>;

/** POST /ops/applications/:id/approve answers the new supplier and its Admin. */
export const approveApplicationResponse = z.object({
  supplierId: recordId,
  adminUserId: recordId,
  /** The primary contact had an account already (another supplier's person): invited as Admin, to accept. */
  adminInvited: z.boolean(),
});
export type ApproveApplicationResponse = z.infer<typeof approveApplicationResponse>;

/** The overview's queue of this area (GET /ops/overview): applications waiting for a decision. */
export const OPS_ONBOARDING_QUEUE_KEYS = { applications: 'applications' } as const;
