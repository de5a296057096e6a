import ipaddr from 'ipaddr.js';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { abuseCases } from '../../../platform/db/schema/trust/index';
import { toSessionUser } from '../../../platform/auth/sessions';
import type { MailMessage } from '../../../platform/mail/mailer';
import { answerCase } from './abuse-cases.service';
import { openReporterLink, submitFormReport } from './abuse-intake.service';

/** The demo's outside abuse desk: a documentation domain (RFC 2606), so no mail reaches anyone. */
const DEMO_REPORTER = 'abuse-desk@example.net';
const HOUR_MS = 3_600_000;

/** The `offset`-th address of a leased prefix (the network address is 0). */
function addressIn(cidr: string, offset: number): string {
  const [network] = ipaddr.parseCIDR(cidr);
  const bytes = network.toByteArray();
  for (let index = bytes.length - 1, carry = offset; index >= 0 && carry > 0; index--) {
    const sum = bytes[index]! + carry;
    bytes[index] = sum % 256;
    carry = Math.floor(sum / 256);
  }
  const address = ipaddr.fromByteArray(bytes);
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
}

/**
 * Demo step of the abuse desk (docs/PRODUCT.md "Abuse"): reports from an outside abuse desk on the
 * demo leaser's running IP lease, sent through the public form and confirmed through their links as
 * a reporter would: an open phishing case whose deadline is running (reported twice), and a spam
 * case the lessee has resolved, waiting for staff. The seeding is one transaction, so its mail is
 * kept here rather than sent (the outbox writes outside it); the links are read from it.
 */
export async function seedDemoAbuse(ctx: AppContext) {
  const now = ctx.clock.now();
  const [lease] = await queryRows<{ cidr: string; lesseeId: string }>(
    ctx.db,
    sql`SELECT l.cidr::text AS cidr, o.leaser_id AS "lesseeId"
        FROM order_ip_leases l JOIN orders o ON o.id = l.order_id JOIN users u ON u.id = o.leaser_id
        WHERE u.email = 'leaser@netlease.demo' AND family(l.cidr) = 4 AND o.ended_at IS NULL
          AND o.status IN ('payment_confirmed', 'provisioning', 'active')
          AND l.term @> ${new Date(now.getTime() - 7 * HOUR_MS).toISOString()}::timestamptz
        ORDER BY o.created_at LIMIT 1`,
  );
  if (!lease) return;
  const mails: MailMessage[] = [];
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const report = async (input: {
    offset: number;
    category: string;
    seenHoursAgo: number;
    sentHoursAgo: number;
    description: string;
  }) => {
    // Sent and confirmed a few hours ago, so the case shows time spent and time left.
    const seeding: AppContext = {
      ...ctx,
      clock: { now: () => hoursAgo(input.sentHoursAgo) },
      mailer: { send: async (mail) => void mails.push(mail) },
    };
    await submitFormReport(seeding, {
      fields: {
        target: addressIn(lease.cidr, input.offset),
        category: input.category,
        seenAt: hoursAgo(input.seenHoursAgo).toISOString(),
        description: input.description,
        reporterEmail: DEMO_REPORTER,
      },
      files: [
        {
          contentType: 'text/plain',
          filename: 'observed.txt',
          bytes: Buffer.from(`${input.description}\nObserved by the demo abuse desk.\n`),
        },
      ],
    });
    const token = /token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('demo abuse report: no link was mailed');
    return openReporterLink(seeding, token);
  };

  await report({
    offset: 10,
    category: 'phishing',
    seenHoursAgo: 3,
    sentHoursAgo: 2,
    description: 'A copy of a bank login page is served from this address (https on port 443).',
  });
  await report({
    offset: 10,
    category: 'phishing',
    seenHoursAgo: 2,
    sentHoursAgo: 1,
    description: 'Phishing mails link to a login form hosted here.',
  });
  const spam = await report({
    offset: 20,
    category: 'spam',
    seenHoursAgo: 6,
    sentHoursAgo: 5,
    description: 'Unsolicited bulk mail from this address reached our spam traps (412 messages).',
  });

  // The lessee answers as they would on the case page, an hour ago.
  const [lessee] = await ctx.db.select().from(users).where(eq(users.id, lease.lesseeId));
  const [resolved] = await ctx.db
    .select({ id: abuseCases.id })
    .from(abuseCases)
    .where(eq(abuseCases.reference, spam.reference!));
  await answerCase(
    { ...ctx, clock: { now: () => hoursAgo(1) } },
    toSessionUser(lessee!),
    resolved!.id,
    'resolved',
    'The customer mail server was an open relay. It is closed now and the queue is purged.',
  );
}
