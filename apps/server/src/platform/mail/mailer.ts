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
}

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
          nodemailer.createTransport(smtpUrl),
        );
        const smtp = await transport;
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
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
