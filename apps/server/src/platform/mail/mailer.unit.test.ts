import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createMailer } from './mailer';

/**
 * The SMTP path of the mailer (SMTP_URL set) against a mail server started here on 127.0.0.1: a
 * minimal ESMTP dialogue (greeting, EHLO, MAIL, RCPT, DATA, QUIT) that keeps what it was sent.
 */
interface Received {
  from: string;
  to: string[];
  data: string;
}

function startSmtpServer() {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 mail.test');
        else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          // A mailbox this server does not know, as a real one answers it.
          if (to.endsWith('@refused.test')) reply('550 5.1.1 no such user');
          else {
            current.to.push(to);
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  return { server, received };
}

describe('the mailer over SMTP', () => {
  const smtp = startSmtpServer();
  let url: string;

  beforeAll(async () => {
    smtp.server.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    smtp.server.close();
  });

  it('sends each mail to the configured server, from the configured sender, with its subject and text', async () => {
    // The SMTP path never touches the database (the outbox does).
    const mailer = createMailer({
      db: {} as Database,
      smtpUrl: url,
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
    const mailer = createMailer({ db: {} as Database, smtpUrl: url, from: 'billing@netlease.test' });
    await expect(mailer.send({ to: 'nobody@refused.test', subject: 'x', text: 'y' })).rejects.toThrow(
      /no such user/,
    );
    expect(smtp.received).toHaveLength(1);
  });
});
