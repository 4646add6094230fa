// Supplier users administration (spec 2.6, 3, 5, 7): the user row and the two bodies, shared by the dialogs and the server.
import { z } from '../zod.ts';
import { emailAddress } from '../platform/contact-fields.ts';
import { resourceVersion } from '../platform/concurrency.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';

export const USER_NAME_PART_MAX = 50;

export const supplierUser = z.object({
  id: recordId,
  isActive: z.boolean(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /**
   * Invited while already a person of another supplier, not yet accepted (docs/decisions/contacts-and-users.md,
   * "Memberships"): no access here until the person accepts.
   */
  invitationPending: z.boolean().optional(),
  /** The name's version: send it back as If-Match when renaming (412 when someone renamed the user meanwhile). */
  version: resourceVersion,
});
export type SupplierUser = z.infer<typeof supplierUser>;

/** POST /supplier-users: a valid e-mail (it becomes the user name); first and last name optional, up to 50. */
export const createSupplierUserRequest = z.strictObject({
  email: emailAddress,
  firstName: z.string().trim().max(USER_NAME_PART_MAX).optional(),
  lastName: z.string().trim().max(USER_NAME_PART_MAX).optional(),
});
export type CreateSupplierUserRequest = z.input<typeof createSupplierUserRequest>;

/** PUT /supplier-users/{userId}: both names 1 to 50. */
export const updateSupplierUserNameRequest = z.strictObject({
  firstName: z.string().trim().min(1).max(USER_NAME_PART_MAX),
  lastName: z.string().trim().min(1).max(USER_NAME_PART_MAX),
});
export type UpdateSupplierUserNameRequest = z.infer<typeof updateSupplierUserNameRequest>;

export const supplierUserIdParams = z.object({ userId: recordIdParam });

export const USER_MESSAGES = {
  userNameTaken: 'A user with this email already exists.',
  ownState: 'You cannot change your own active or administrator state.',
  lastAdmin: 'The last active administrator of the supplier cannot lose administrator rights or be deactivated.',
  /** After Add user with the e-mail of a person who already has an account: a membership they accept. */
  invited: (email: string) => `${email} already has an account. They have been invited and will see your company after accepting.`,
  removed: 'The user was removed from your company.',
  /** SCIM provisioning (docs/decisions/auth.md, "SCIM provisioning"): a new e-mail for a person of several suppliers. */
  emailOfSeveral: "This person works for other suppliers too: their e-mail is theirs to change, not one supplier's.",
  externalIdTaken: 'Another user of this supplier has this externalId.',
} as const;

/** The actions of the users table's row menu (spec 2.6): the own row offers only Update name. */
export type SupplierUserAction = 'updateName' | 'activate' | 'deactivate' | 'grantAdmin' | 'revokeAdmin' | 'remove';
export function supplierUserActions(user: Pick<SupplierUser, 'id' | 'isActive' | 'isAdmin'>, currentUserId: number): SupplierUserAction[] {
  if (user.id === currentUserId) return ['updateName'];
  return ['updateName', user.isActive ? 'deactivate' : 'activate', user.isAdmin ? 'revokeAdmin' : 'grantAdmin', 'remove'];
}
