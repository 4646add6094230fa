// POST /supplier-applications: checks the invitation, the countries and states, then stores the whole application
// and spends the invitation in one transaction. The conditional update of the invitation is the single-use guard:
// of two concurrent submits the second finds used_on set (after the first commits) and is refused.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { APPLICATION_MESSAGES, invitationState, toJsonPath, type ApplicationAddress, type SupplierApplication } from '@portal/contracts';
import {
  supplierApplicationContacts,
  supplierApplications,
  supplierApplicationWarehouses,
  supplierInvitations,
} from '../../db/schema/index.ts';
import { takeAttempt } from '../../platform/attempt-throttle.ts';
import { Conflict, Invalid } from '../../platform/errors.ts';
import { sha256 } from '../../platform/opaque-tokens.ts';
import { isKnownCountry, isStateOf } from '../countries/index.ts';
import { APPLICATION_SUBMIT_LIMIT, submitKey } from './application.throttle.ts';
import { findInvitationCountingMisses, type ApplicationDeps } from './invitations.service.ts';

/** Country known and state one of that country's (spec: state codes are checked against the chosen country). */
function addressErrors(address: ApplicationAddress, path: (string | number)[], errors: Record<string, string[]>): void {
  if (!isKnownCountry(address.country)) errors[toJsonPath([...path, 'country'])] = [APPLICATION_MESSAGES.unknownCountry];
  else if (!isStateOf(address.country, address.state)) errors[toJsonPath([...path, 'state'])] = [APPLICATION_MESSAGES.stateOfOtherCountry];
}

export function assertPlaces(application: SupplierApplication): void {
  const errors: Record<string, string[]> = {};
  addressErrors(application.address, ['address'], errors);
  application.warehouses.forEach((w, i) => addressErrors(w.address, ['warehouses', i, 'address'], errors));
  application.returnWarehouses.forEach((w, i) => addressErrors(w.address, ['returnWarehouses', i, 'address'], errors));
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

function refuseSpent(invitation: { usedOn: Date | null; expiredOn: Date }, now: Date): void {
  const state = invitationState({ hasApplication: invitation.usedOn !== null, expiredOn: invitation.expiredOn }, now);
  if (state === 'Applied') throw new Conflict(APPLICATION_MESSAGES.invitationUsed);
  if (state === 'Expired') throw new Conflict(APPLICATION_MESSAGES.invitationExpired);
}

export async function submitApplication(deps: ApplicationDeps, application: SupplierApplication, ip: string): Promise<number> {
  // Counted when it starts (check and count in one step); only refused submits keep the count: an accepted one spends
  // an invitation, which a caller cannot make up, and a miss counts as a miss only.
  const submit = await takeAttempt(deps, submitKey(ip), APPLICATION_SUBMIT_LIMIT);
  let refused = false;
  try {
    const invitation = await findInvitationCountingMisses(deps, application.invitationToken, ip);
    try {
      return await storeApplication(deps, application, invitation);
    } catch (error) {
      refused = error instanceof Conflict || error instanceof Invalid;
      throw error;
    }
  } finally {
    if (!refused) await submit.release();
  }
}

async function storeApplication(
  deps: ApplicationDeps,
  application: SupplierApplication,
  invitation: { id: number; usedOn: Date | null; expiredOn: Date },
): Promise<number> {
  const now = deps.clock.now();
  refuseSpent(invitation, now);
  assertPlaces(application);

  return deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(supplierInvitations)
      .set({ usedOn: now })
      .where(
        and(
          eq(supplierInvitations.tokenHash, sha256(application.invitationToken)),
          isNull(supplierInvitations.usedOn),
          gt(supplierInvitations.expiredOn, now),
        ),
      )
      .returning({ id: supplierInvitations.id });
    // Lost a race with another submit (or the invitation expired in between): answer as the state now reads.
    if (spent.length === 0) {
      const [current] = await tx.select().from(supplierInvitations).where(eq(supplierInvitations.id, invitation.id));
      refuseSpent(current!, now);
      throw new Conflict(APPLICATION_MESSAGES.invitationUsed);
    }
    const { address, leadTimes } = application;
    const [row] = await tx
      .insert(supplierApplications)
      .values({
        invitationId: invitation.id,
        status: 'Submitted',
        officialCompanyName: application.officialCompanyName,
        doingBusinessAs: application.doingBusinessAs,
        website: application.website,
        ...address,
        leadTimeSmallParcelDays: leadTimes.leadTimesForSmallParcelInDays,
        leadTimeLtlDays: leadTimes.leadTimesForLTLShipmentsInDays,
        returnsAccepted: application.returnsAccepted,
        notes: application.notes ?? null,
        submittedOn: now,
      })
      .returning({ id: supplierApplications.id });
    const applicationId = row!.id;
    const contacts = [
      { role: 'primary' as const, contact: application.primaryContact },
      { role: 'accountManager' as const, contact: application.accountManagerContact },
      { role: 'accountReceivable' as const, contact: application.accountReceivableContact },
      { role: 'orderingHandlingOrFulfillment' as const, contact: application.orderingHandlingOrFulfillmentContact },
      { role: 'customerSupport' as const, contact: application.customerSupportContact },
    ].flatMap(({ role, contact }) => (contact ? [{ applicationId, role, ...contact }] : []));
    await tx.insert(supplierApplicationContacts).values(contacts);
    const warehouses = [
      ...application.warehouses.map((w, position) => ({ w, position, isReturn: false })),
      ...application.returnWarehouses.map((w, position) => ({ w, position, isReturn: true })),
    ].map(({ w, position, isReturn }) => ({
      applicationId,
      isReturn,
      position,
      ...w.address,
      pickupFrom: w.pickupFrom,
      pickupTo: w.pickupTo,
      contactName: w.contactPerson.name,
      contactEmail: w.contactPerson.email,
      contactPhone: w.contactPerson.phone,
    }));
    await tx.insert(supplierApplicationWarehouses).values(warehouses);
    return applicationId;
  });
}
