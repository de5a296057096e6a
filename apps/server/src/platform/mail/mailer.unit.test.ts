import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createMailer } from './mailer';

/** The SMTP path of the mailer (SMTP_URL set) against a mail server started here on 127.0.0.1. */
describe('the mailer over SMTP', () => {
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends each mail to the configured server, from the configured sender, with its subject and text', async () => {
    // The SMTP path never touches the database (the outbox does).
    const mailer = createMailer({
      db: {} as Database,
      smtpUrl: smtp.url,
      from: 'Netlease <billing@netlease.test>',
    });
    await mailer.send({
      to: 'buyer@example.test',
      subject: 'Invoice NL-2026-000042',
      text: 'Your invoice is attached to your account.\n.A line that starts with a dot.',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('billing@netlease.test');
    expect(mail!.to).toEqual(['buyer@example.test']);
    expect(mail!.data).toMatch(/^Subject: Invoice NL-2026-000042$/m);
    expect(mail!.data).toMatch(/^To: buyer@example\.test$/m);
    expect(mail!.data).toContain('Your invoice is attached to your account.');
    expect(mail!.data).toContain('\n.A line that starts with a dot.');
  });

  it('fails a send the server refuses, so the caller keeps the mail to try again', async () => {
    const mailer = createMailer({ db: {} as Database, smtpUrl: smtp.url, from: 'billing@netlease.test' });
    await expect(mailer.send({ to: 'nobody@refused.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /no such user/,
    );
    expect(smtp.received).toHaveLength(1);
  });
});
