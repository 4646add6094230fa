// What the app mails and the one method every mailer has; its own file so the mailers and the factory (mailer.ts)
// import it without importing each other.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
