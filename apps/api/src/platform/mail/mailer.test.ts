import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { plainTextToHtml } from './plain-text-html.ts';

const database = { db: {} } as unknown as Database;

describe('createMailer', () => {
  it('writes mail to the outbox for the mail worker to send over SMTP when SMTP_URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.example.test:2525' });
    const mailer = createMailer(config, database);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect((mailer as OutboxMailer).delivers).toBe(true);
  });

  it('stores mail in the outbox otherwise, warning in production', () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => void warnings.push(m) };
    expect(createMailer(loadConfig({ NODE_ENV: 'test' }), database, log)).toBeInstanceOf(OutboxMailer);
    expect(warnings).toEqual([]);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db.example.test/p',
      PUBLIC_URL: 'https://p.example.test',
    });
    expect(createMailer(production, database, log)).toBeInstanceOf(OutboxMailer);
    expect(warnings).toHaveLength(1);
  });
});

describe('plainTextToHtml', () => {
  it('escapes markup, keeps paragraphs and makes links clickable', () => {
    const html = plainTextToHtml('Hello <b>you</b> & co,\n\nOpen https://portal.example.test/password-reset?token=abc_-1\nThanks');
    expect(html).toContain('<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; co,</p>');
    expect(html).toContain(
      '<a href="https://portal.example.test/password-reset?token=abc_-1">https://portal.example.test/password-reset?token=abc_-1</a><br>Thanks',
    );
  });
});
