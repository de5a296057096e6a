import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    mailer.close?.();
  });

  it('sends a run of mails over one connection and closes it when the server closes', async () => {
    await vi.waitFor(() => expect(smtp.connections().open).toBe(0));
    const mailer = createMailer({ db: {} as Database, smtpUrl: smtp.url, from: 'billing@netlease.test' });
    const before = smtp.connections().accepted;
    for (const number of [1, 2, 3]) {
      await mailer.send({ to: `buyer${number}@example.test`, subject: `Invoice ${number}`, text: 'x' });
    }
    expect(smtp.received.slice(-3).map((mail) => mail.to)).toEqual([
      ['buyer1@example.test'],
      ['buyer2@example.test'],
      ['buyer3@example.test'],
    ]);
    expect(smtp.connections().accepted - before).toBe(1);
    expect(smtp.connections().open).toBe(1);
    mailer.close?.();
    await vi.waitFor(() => expect(smtp.connections().open).toBe(0));
  });

  it('fails a send the server refuses, so the caller keeps the mail to try again', async () => {
    const mailer = createMailer({ db: {} as Database, smtpUrl: smtp.url, from: 'billing@netlease.test' });
    const received = smtp.received.length;
    await expect(mailer.send({ to: 'nobody@refused.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /no such user/,
    );
    expect(smtp.received).toHaveLength(received);
    // The connection stays usable for the next mail.
    await mailer.send({ to: 'buyer@example.test', subject: 'Invoice 4', text: 'x' });
    expect(smtp.received).toHaveLength(received + 1);
    mailer.close?.();
  });
});
