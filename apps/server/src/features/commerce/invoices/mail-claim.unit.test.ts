import { expect, it } from 'vitest';
import { SMTP_TIMEOUTS_MS } from '../../../platform/mail/mailer';
import { CLAIM_MINUTES } from './invoices.jobs';

// A run holds an issued document's mail for CLAIM_MINUTES (docs/decisions/292): a send the mail
// server leaves hanging must give up long before that, or a second run takes the same mail and the
// buyer receives it twice.
it('gives up a silent mail server well before a document mail claim runs out', () => {
  const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS_MS;
  expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThanOrEqual(
    (CLAIM_MINUTES * 60_000) / 4,
  );
});
