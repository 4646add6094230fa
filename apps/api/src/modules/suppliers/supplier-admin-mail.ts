// Mails to a supplier's active Admins about a change the marketplace made to their account.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { supplierMemberships, users } from '../../db/schema/index.ts';
import { usableMemberOf } from '../../platform/memberships.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../platform/mail/plain-text-html.ts';

export async function activeAdminEmails(db: Db | Tx, supplierId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
    .where(usableMemberOf(supplierId, { admins: true }));
  return rows.map((r) => r.email);
}

/** One mail per Admin (each sees only their own address). */
export async function mailSupplierAdmins(mailer: Mailer, emails: string[], subject: string, lines: string[]): Promise<void> {
  const text = `${['Hello,', ...lines].join('\n\n')}\n\nSupplier Portal\n`;
  for (const to of emails) await mailer.send({ to, subject, text, html: plainTextToHtml(text) });
}
