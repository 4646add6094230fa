// One way to send mail: SMTP through nodemailer when SMTP_URL is set, else rows in the outbox table.
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from './mail-message.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: AppConfig, database: Database, log?: { warn(msg: string): void }): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  // Without SMTP in production, codes and links would reach nobody: say so at start.
  if (config.env === 'production') log?.warn('SMTP_URL is not set: mail is stored in the outbox table and not delivered');
  return new OutboxMailer(database.db);
}
