// The mail to a person who already has an account when an Admin of another supplier adds them: a membership waits for
// their acceptance (docs/decisions/contacts-and-users.md, "Memberships"). Written in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { plainTextToHtml } from '../../platform/mail/plain-text-html.ts';
import type { AuthDeps } from '../auth/index.ts';

export async function mailMembershipInvitation(
  deps: Pick<AuthDeps, 'mailer' | 'publicUrl'>,
  tx: Tx,
  invitation: { to: string; supplierId: number; invitedBy: string },
): Promise<void> {
  const [supplier] = await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, invitation.supplierId)).limit(1);
  const name = supplier?.name ?? 'A supplier';
  const lines = [
    'Hello,',
    `${invitation.invitedBy} invited you to work for ${name} in the Supplier Portal, with the account you already have.`,
    `Sign in as usual and accept the invitation: ${deps.publicUrl}/choose-supplier`,
    'Your other companies in the portal stay as they are.',
  ];
  const text = `${lines.join('\n\n')}\n\nSupplier Portal\n`;
  await deps.mailer.send({ to: invitation.to, subject: `Invitation to work for ${name}`, text, html: plainTextToHtml(text) }, tx);
}
