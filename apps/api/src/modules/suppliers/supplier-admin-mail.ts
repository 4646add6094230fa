// Mails to a supplier's active Admins about a change the marketplace made to their account.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../platform/mail/plain-text-html.ts';

export async function activeAdminEmails(db: Db | Tx, supplierId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.isAdmin, true), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

/** One mail per Admin (each sees only their own address). */
export async function mailSupplierAdmins(mailer: Mailer, emails: string[], subject: string, lines: string[]): Promise<void> {
  const text = `${['Hello,', ...lines].join('\n\n')}\n\nSupplier Portal\n`;
  for (const to of emails) await mailer.send({ to, subject, text, html: plainTextToHtml(text) });
}
