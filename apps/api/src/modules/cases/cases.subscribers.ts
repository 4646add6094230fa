// The cases area's reactions to its own events (docs/decisions/cases.md, "Mail"): after an operator's answer commits,
// one mail to each of the supplier's active Admins and the case's author (each address once), with a link to the case.
// Run by the reactions worker after commit, once per answer (domain_event_reactions).
import { and, eq } from 'drizzle-orm';
import type { CaseAnsweredEvent } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { caseMessages, supplierMemberships, users } from '../../db/schema/index.ts';
import { usableMemberOf } from '../../platform/memberships.ts';
import { afterCommit, type DomainSubscriber, type ReactionContext } from '../../platform/events/domain-events.ts';
import type { Mailer } from '../../platform/mail/mail-message.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../suppliers/index.ts';
import { isSupportOn } from './cases-access.ts';

export async function mailCaseAnswer(tx: Tx, event: CaseAnsweredEvent, { mailer, publicUrl }: ReactionContext): Promise<void> {
  if (!(await isSupportOn(tx, event.supplierId))) return;
  const [message] = await tx
    .select({ body: caseMessages.body })
    .from(caseMessages)
    .where(and(eq(caseMessages.supplierId, event.supplierId), eq(caseMessages.id, event.messageId)));
  if (!message) return;
  const emails = await activeAdminEmails(tx, event.supplierId);
  if (event.authorUserId !== null) {
    const [author] = await tx
      .select({ email: users.email })
      .from(users)
      .innerJoin(supplierMemberships, eq(supplierMemberships.userId, users.id))
      .where(and(eq(users.id, event.authorUserId), usableMemberOf(event.supplierId)));
    if (author && !emails.includes(author.email)) emails.push(author.email);
  }
  const inTx: Mailer = { send: (m) => mailer.send(m, tx) };
  const { caseNumber, subject, caseId } = event.data;
  await mailSupplierAdmins(inTx, emails, `Answer on ${caseNumber}: ${subject}`, [
    `The marketplace answered your case ${caseNumber} (${subject}):`,
    message.body,
    `Read the case and reply: ${publicUrl}/support/cases/${caseId}`,
  ]);
}

export const casesSubscribers: readonly DomainSubscriber[] = [
  afterCommit({ name: 'cases.answer-mail', events: ['case.answered'], handle: mailCaseAnswer }),
];
