// Plain, readable texts of the sign-in mails; the HTML part is the same text.
import { ONE_TIME_CODE_TTL_S, PASSWORD_CREATE_TTL_S, PASSWORD_RESET_TTL_S } from '@portal/contracts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { plainTextToHtml } from '../../platform/mail/plain-text-html.ts';

function mail(to: string, subject: string, lines: string[]): MailMessage {
  const text = `${lines.join('\n\n')}\n\nSupplier Portal\n`;
  return { to, subject, text, html: plainTextToHtml(text) };
}

export function oneTimeCodeMail(to: string, code: string): MailMessage {
  return mail(to, 'Your Supplier Portal sign-in code', [
    'Hello,',
    `Your one-time sign-in code is: ${code}`,
    `Enter it on the sign-in page to continue. The code is valid for ${ONE_TIME_CODE_TTL_S / 60} minutes and can be used once.`,
    'If you did not ask for a code, you can ignore this e-mail.',
  ]);
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return mail(to, 'Reset your Supplier Portal password', [
    'Hello,',
    'We received a request to reset the password of your Supplier Portal account. Open this link to choose a new password:',
    link,
    `The link is valid for ${PASSWORD_RESET_TTL_S / 60} minutes and can be used once.`,
    'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  ]);
}

/** Instead of a reset link: the company signs in through its own identity provider (the Admin enforces it). */
export function signInWithProviderMail(to: string, link: string): MailMessage {
  return mail(to, 'Signing in to the Supplier Portal', [
    'Hello,',
    'We received a request to reset the password of your Supplier Portal account.',
    'Your company signs in to the Supplier Portal through its own identity provider, so a password is not used and no reset link is sent. On the sign-in page, choose "Sign in with your company\'s identity provider":',
    link,
    'If you did not ask for a new password, you can ignore this e-mail.',
  ]);
}

export function passwordCreateMail(to: string, link: string): MailMessage {
  return mail(to, 'Create your Supplier Portal password', [
    'Hello,',
    'An account has been created for you in the Supplier Portal. Open this link to create your password:',
    link,
    `The link is valid for ${PASSWORD_CREATE_TTL_S / 86400} days and can be used once.`,
  ]);
}
