// The mails of the onboarding queues: the invitation link (create and resend) and the declined application.
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../../platform/mail/plain-text-html.ts';

function mail(to: string, subject: string, lines: string[]): MailMessage {
  const text = `${lines.join('\n\n')}\n\nSupplier Portal\n`;
  return { to, subject, text, html: plainTextToHtml(text) };
}

export const applicationLink = (publicUrl: string, token: string) => `${publicUrl}/supplier-application?token=${encodeURIComponent(token)}`;

export function invitationMail(to: string, link: string, expiresOn: Date): MailMessage {
  return mail(to, 'Your invitation to apply as a supplier', [
    'Hello,',
    'You are invited to apply as a supplier of the marketplace. Open this link to fill in the supplier application:',
    link,
    `The link can be used for one application until ${expiresOn.toISOString().slice(0, 10)} (UTC). A link sent earlier no longer works.`,
  ]);
}

export function applicationDeclinedMail(to: string, companyName: string, reason: string): MailMessage {
  return mail(to, 'Your supplier application', [
    'Hello,',
    `Thank you for the supplier application of ${companyName}. We are sorry to tell you that the marketplace declined it.`,
    `The reason: ${reason}`,
    'If you have questions, reply to the person who invited you.',
  ]);
}
