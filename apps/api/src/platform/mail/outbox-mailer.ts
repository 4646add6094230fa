import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from './mail-message.ts';

export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outbox).values({ to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html });
  }
}
