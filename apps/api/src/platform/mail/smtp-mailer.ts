// The SMTP side of the mail worker: nodemailer, one connection per mail, bounded waits (a lease is 60 s).
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export class SmtpTransport implements MailTransport {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}
