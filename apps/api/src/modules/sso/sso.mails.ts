// The domain verification mail (docs/decisions/auth.md, "Single sign-on"): plain text, the HTML part the same text.
import { SSO_DOMAIN_VERIFICATION_TTL_S } from '@portal/contracts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../platform/mail/plain-text-html.ts';

export function domainVerificationMail(to: string, domain: string, link: string): MailMessage {
  const text = [
    'Hello,',
    `Your company asked the Supplier Portal to let people at ${domain} sign in with the company's own identity provider. Open this link to confirm that ${domain} is your company's domain:`,
    link,
    `The link is valid for ${SSO_DOMAIN_VERIFICATION_TTL_S / 3600} hours.`,
    'If you did not expect this e-mail, you can ignore it.',
    'Supplier Portal',
  ].join('\n\n');
  return { to, subject: `Confirm ${domain} for single sign-on`, text: `${text}\n`, html: plainTextToHtml(`${text}\n`) };
}
