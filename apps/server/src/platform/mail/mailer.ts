import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the local outbox that demo mode shows at /outbox. */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
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
      await options.db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text });
    },
  };
}
