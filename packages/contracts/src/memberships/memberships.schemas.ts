// One person, several suppliers (issue 43; docs/decisions/auth.md, "Memberships"): the signed-in person's memberships,
// switching the session to another supplier, accepting an invitation. Shared by the supplier chooser, the profile menu,
// the console and the server.
import { z } from '../zod.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';

export const MEMBERSHIP_STATUSES = ['active', 'invited'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** One supplier the person works for (`active`) or is invited to (`invited`: accept it first). Inactive ones are not listed. */
export const membershipView = z.object({
  supplierId: recordId,
  supplierName: z.string(),
  isAdmin: z.boolean(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The supplier of this very session. */
  current: z.boolean(),
});
export type MembershipView = z.infer<typeof membershipView>;

export const membershipList = z.array(membershipView);

export const membershipSupplierParams = z.object({ supplierId: recordIdParam });

/** A console view of a person's membership (active or not, accepted or not). */
export const opsMembership = z.object({
  supplierId: recordId,
  supplierName: z.string(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  invitationPending: z.boolean(),
});
export type OpsMembership = z.infer<typeof opsMembership>;

/** GET /ops/people/{userId}/memberships: whose, and their memberships by supplier name. */
export const opsPersonMemberships = z.object({
  userId: recordId,
  email: z.string(),
  name: z.string(),
  memberships: z.array(opsMembership),
});
export type OpsPersonMemberships = z.infer<typeof opsPersonMemberships>;

export const opsPersonParams = z.object({ userId: recordIdParam });

export const MEMBERSHIP_MESSAGES = {
  notAMember: 'You do not work for this supplier.',
  alreadyAccepted: 'The invitation was already accepted.',
  noInvitation: 'There is no invitation from this supplier.',
  /** A session signed in through a company's identity provider, switching into a supplier that asks for a second factor. */
  secondFactorNeeded: (supplierName: string) =>
    `${supplierName} asks for a second factor, and you signed in through your company's identity provider. Sign out, then sign in with your password and your second factor to work for ${supplierName}.`,
} as const;

/**
 * The sign-in methods that go past the portal's second step: a company's identity provider answers for its own
 * multi-factor sign-in (docs/decisions/auth.md, "Single sign-on"), which speaks for that company only.
 */
const METHODS_WITHOUT_OUR_SECOND_STEP: readonly string[] = ['sso', 'saml'];

/**
 * May a session switch to the supplier? Not when the target asks for a second factor and the session was signed in
 * past the portal's second step (a provider's session of another supplier): the second factor would never be asked.
 */
export function switchNeedsSecondFactor(
  session: { signedInWith: string | null; supplierId: number | null },
  target: {
    supplierId: number;
    requiresSecondFactor: boolean;
  },
): boolean {
  return (
    target.requiresSecondFactor &&
    session.supplierId !== target.supplierId &&
    session.signedInWith !== null &&
    METHODS_WITHOUT_OUR_SECOND_STEP.includes(session.signedInWith)
  );
}

/** The chooser's and the menu's words (ours: the spec has no such screen). */
export const MEMBERSHIP_WORDS = {
  chooseTitle: 'Choose a supplier',
  chooseLead: 'You work for several suppliers. Which one do you want to work for now?',
  switchSupplier: 'Switch supplier',
  invited: 'Invitation',
  accept: 'Accept invitation',
} as const;

/** Does the person work for more than one supplier (the chooser after sign-in, the menu's "Switch supplier")? */
export const worksForSeveral = (memberships: readonly Pick<MembershipView, 'status'>[]): boolean =>
  memberships.filter((m) => m.status === 'active').length > 1;
