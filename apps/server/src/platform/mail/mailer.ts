import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/platform/index';
import { currentOutboxScope } from './outbox-scope';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the mail server connections it keeps open (SMTP); the server calls it when it closes. */
  close?(): void;
}

/**
 * How long the SMTP client waits before it gives up a send, in milliseconds: for the connection, for
 * the server's greeting, and for any silence of the server afterwards (nodemailer's own defaults are
 * 2 minutes, 30 seconds and 10 minutes). A stalled send then ends within a few minutes, well inside
 * the claim a run holds on an issued document's mail (ten minutes, docs/decisions/292), so a second
 * run never takes a mail the first is still sending.
 */
export const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

/**
 * How many connections to the mail server the SMTP client keeps open at most, each for a number of
 * mails: a burst of mail (an invoice per checkout) goes out over connections already open instead of
 * one connection, greeting and goodbye per mail. An idle connection closes after nodemailer's idle
 * time (4 minutes) or when the server goes silent for socketTimeout, whichever comes first.
 */
export const SMTP_POOL = { pool: true, maxConnections: 3, maxMessages: 100 } as const;

/**
 * SMTP when SMTP_URL is set; otherwise the local outbox that demo mode shows at /outbox, to the
 * browser that caused each mail and to its recipient (docs/decisions/130-demo-mode-safety.md).
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer loads with the first mail, not at start: a process on the outbox never loads it
    // (docs/decisions/278).
    let transport: Promise<Transporter> | undefined;
    return {
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS, ...SMTP_POOL }),
        );
        const smtp = await transport;
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
      close() {
        void transport?.then((smtp) => smtp.close());
      },
    };
  }
  return {
    async send(message) {
      // The outbox is readable in demo mode: each mail says which browser may read it (decision 130).
      const outboxTokenHash = (await currentOutboxScope()?.readerFor(message.to)) ?? null;
      await options.db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        outboxTokenHash,
      });
    },
  };
}
