// Demo supplier invitations with fixed, known tokens (the README lists their links; stored hashed like any other):
// one open, one expired and one already used by a submitted application. E2E tests create their own invitations.
import type { Tx } from '../db/client.ts';
import {
  supplierApplicationContacts,
  supplierApplications,
  supplierApplicationWarehouses,
  supplierInvitations,
} from '../db/schema/index.ts';
import { sha256 } from '../platform/opaque-tokens.ts';

export const DEMO_INVITATION_TOKENS = {
  open: 'demo-open-invitation-3kQ9vX2mLp7RtW5zY8bN4cF6hJ1sD0aG',
  expired: 'demo-expired-invitation-7hT2nB5qW9xK3mP6vR8zL1cY4fJ0sDa',
  applied: 'demo-applied-invitation-5pR8wK2nX7mQ3vT9zL6bY1cF4hJ0sDg',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedApplications(tx: Tx, now: Date = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const rows = await tx
    .insert(supplierInvitations)
    .values([
      { tokenHash: sha256(DEMO_INVITATION_TOKENS.open), invitedName: 'Demo open invitation', createdOn: now, expiredOn: at(365) },
      { tokenHash: sha256(DEMO_INVITATION_TOKENS.expired), invitedName: 'Demo expired invitation', createdOn: at(-31), expiredOn: at(-1) },
      {
        tokenHash: sha256(DEMO_INVITATION_TOKENS.applied),
        invitedName: 'Demo used invitation',
        createdOn: at(-10),
        expiredOn: at(20),
        usedOn: at(-2),
      },
    ])
    .returning({ id: supplierInvitations.id });
  const address = { addressName: '12 Harbor Road', city: 'Portland', state: 'OR', zip: '97201', country: 'US' };
  const contact = { name: 'Pat Applicant', email: 'pat@northwind.test', phone: '+1 503 555 0100' };
  const [application] = await tx
    .insert(supplierApplications)
    .values({
      invitationId: rows[2]!.id,
      status: 'Submitted',
      officialCompanyName: 'Northwind Furnishings LLC',
      doingBusinessAs: 'Northwind',
      website: 'https://northwind.test',
      ...address,
      leadTimeSmallParcelDays: 2,
      leadTimeLtlDays: 5,
      returnsAccepted: false,
      notes: null,
      submittedOn: at(-2),
    })
    .returning({ id: supplierApplications.id });
  const applicationId = application!.id;
  await tx.insert(supplierApplicationContacts).values({ applicationId, role: 'primary', ...contact });
  await tx.insert(supplierApplicationWarehouses).values({
    applicationId,
    isReturn: false,
    position: 0,
    ...address,
    pickupFrom: '09:00',
    pickupTo: '17:00',
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
  });
}
