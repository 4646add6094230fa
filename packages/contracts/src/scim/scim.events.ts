// SCIM provisioning's domain events (docs/decisions/auth.md, "SCIM provisioning"): the audit log records every change
// the supplier's identity provider makes to its people, with "SCIM" as the one who made it.

/** What a provisioning call changed of a person's membership (or of the person, for a rename or a new e-mail). */
export const SCIM_CHANGES = [
  'scim-created',
  'scim-invited',
  'scim-changed',
  'scim-activated',
  'scim-deactivated',
  'scim-admin-granted',
  'scim-admin-revoked',
  'scim-removed',
] as const;
export type ScimChange = (typeof SCIM_CHANGES)[number];

/** The identity provider changed a person of the supplier through SCIM. */
export interface ScimProvisionedEvent {
  type: 'scim.provisioned';
  supplierId: number;
  /** Whose membership. */
  userId: number;
  change: ScimChange;
  /** The SCIM token that made the call. */
  scimTokenId: number;
  ip: string;
}

export type ScimDomainEvent = ScimProvisionedEvent;
