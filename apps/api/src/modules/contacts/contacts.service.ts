// Company contacts: read, replace the five main slots, replace the additional contacts (full list), and the
// supplier's representative with its key-contact mailboxes.
import {
  CONTACT_MESSAGES,
  KEY_CONTACT_TOPICS,
  MAIN_CONTACT_SLOTS,
  type CompanyContacts,
  type CompanyRepresentative,
  type Contact,
  type ContactType,
  type KeyContact,
  type MainContactsRequest,
  type OtherContactsRequest,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { Invalid } from '../../platform/errors.ts';
import { assertVersion, versionOf } from '../../platform/resource-versions.ts';
import {
  findRepresentative,
  listContacts,
  listKeyContacts,
  lockSupplierContacts,
  replaceContacts,
  type ContactRow,
} from './contacts.queries.ts';

const toContact = (row: ContactRow): Contact => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  contactType: row.contactType as ContactType,
  cc: row.cc.map((email) => ({ email })),
});

export async function companyContacts(db: Db | Tx, actor: Actor): Promise<CompanyContacts> {
  const rows = await listContacts(db, actor.supplierId);
  const main = new Map(rows.filter((r) => r.isMain).map((r) => [r.contactType, r]));
  const result = { otherContacts: rows.filter((r) => !r.isMain).map(toContact) } as Omit<CompanyContacts, 'version'>;
  for (const slot of MAIN_CONTACT_SLOTS) {
    const row = main.get(slot.contactType);
    result[slot.key] = row ? toContact(row) : null;
  }
  return { ...result, version: versionOf(result) };
}

/**
 * A save's transaction: the supplier's contacts locked, the version the client read (If-Match) compared with the
 * current one (412 when someone saved meanwhile), the change, and the new version (the answer's ETag).
 */
async function saveContacts(
  db: Db,
  actor: Actor,
  expectedVersions: string[] | undefined,
  change: (tx: Tx) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockSupplierContacts(tx, actor.supplierId);
    assertVersion(expectedVersions, (await companyContacts(tx, actor)).version);
    await change(tx);
    return (await companyContacts(tx, actor)).version;
  });
}

export async function updateMainContacts(db: Db, actor: Actor, body: MainContactsRequest, expectedVersions?: string[]): Promise<string> {
  const rows = MAIN_CONTACT_SLOTS.flatMap((slot) => {
    const c = body[slot.key];
    return c ? [{ contactType: slot.contactType, name: c.name, email: c.email, phone: c.phone, cc: c.cc.map((cc) => cc.email) }] : [];
  });
  return saveContacts(db, actor, expectedVersions, (tx) => replaceContacts(tx, actor.supplierId, true, rows));
}

/**
 * The full replacement list of additional contacts. Server rule (not in the form, since main contacts can change
 * meanwhile): an additional contact may not repeat a main contact's e-mail; that person goes in the main contact's CC.
 */
export async function updateOtherContacts(db: Db, actor: Actor, body: OtherContactsRequest, expectedVersions?: string[]): Promise<string> {
  return saveContacts(db, actor, expectedVersions, async (tx) => {
    const mainEmails = new Set((await listContacts(tx, actor.supplierId)).filter((r) => r.isMain).map((r) => r.email.trim().toLowerCase()));
    const errors: Record<string, string[]> = {};
    body.otherContacts.forEach((c, index) => {
      if (mainEmails.has(c.email.toLowerCase())) errors[`$.otherContacts[${index}].email`] = [CONTACT_MESSAGES.emailOfMainContact];
    });
    if (Object.keys(errors).length) throw new Invalid(errors);
    await replaceContacts(
      tx,
      actor.supplierId,
      false,
      body.otherContacts.map((c, position) => ({ ...c, position, cc: [] })),
    );
  });
}

export async function representative(db: Db, actor: Actor): Promise<CompanyRepresentative | null> {
  const row = await findRepresentative(db, actor.supplierId);
  return row
    ? { displayName: row.displayName, position: row.position, email: row.email, phoneNumber: row.phoneNumber, imageUrl: row.imageUrl }
    : null;
}

/** The seven mailboxes in the spec's order; topics the supplier has no mailbox for are left out. */
export async function keyContacts(db: Db, actor: Actor): Promise<KeyContact[]> {
  const rows = new Map((await listKeyContacts(db, actor.supplierId)).map((r) => [r.topic, r.email]));
  return KEY_CONTACT_TOPICS.flatMap((topic) => {
    const email = rows.get(topic);
    return email ? [{ topic, email }] : [];
  });
}
