// Every mail is an outbox row (docs/decisions/reliability-promises.md): due at once when the mail worker delivers
// (SMTP configured), else kept as the dev outbox and never delivered.
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { MailMessage, Mailer } from './mail-message.ts';

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    /** The mail worker delivers the rows (SMTP configured); false: the dev outbox. */
    readonly delivers = false,
    private readonly clock?: Clock,
  ) {}

  async send(message: MailMessage, tx?: Db | Tx): Promise<void> {
    await (tx ?? this.db).insert(outbox).values({
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      nextAttemptOn: this.delivers ? (this.clock?.now() ?? new Date()) : null,
    });
  }
}
