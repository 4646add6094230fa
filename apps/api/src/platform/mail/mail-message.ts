// What the app mails and the one method every mailer has; its own file so the mailers and the factory (mailer.ts)
// import it without importing each other.
import type { Db, Tx } from '../../db/client.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox: in `tx` when given, so it is stored with the change that asks for it (and not at
   * all when that change rolls back); delivered by the mail worker when SMTP is configured.
   */
  send(message: MailMessage, tx?: Db | Tx): Promise<void>;
}
