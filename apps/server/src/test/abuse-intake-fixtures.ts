import { readFileSync } from 'node:fs';
import { ABUSE_FORM_FIELDS } from '@netlease/shared/abuse';
import { ipBlocks, ipSubnets, orderIpLeases, orders } from '../platform/db/schema/index';
import { buildMultipart } from './api-client';
import type { TestApp } from './test-app';

/**
 * Rows for the abuse desk's tests, written straight into the catalog's and money's tables the way
 * their features leave them, with any term: a lease that ended, one that began later, a cancelled
 * one. Documentation space only (RFC 5737, RFC 3849).
 */

/** An approved block of `ownerId` and its one subnet, for leases of any part of it. */
export async function createAbuseBlock(t: TestApp, ownerId: string, cidr: string) {
  const [block] = await t.db
    .insert(ipBlocks)
    .values({
      userId: ownerId,
      cidr,
      rir: 'ripe',
      countryCode: 'NL',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  const [subnet] = await t.db.insert(ipSubnets).values({ ipBlockId: block!.id, subnet: cidr }).returning();
  return { blockId: block!.id, subnetId: subnet!.id };
}

/**
 * A paid IP order of `lesseeId` from the block's owner leasing `cidr` over [from, to). A cancelled
 * lease keeps its term, is no longer active and its order carries when it ended.
 */
export async function leaseRange(
  t: TestApp,
  input: {
    block: { blockId: string; subnetId: string };
    cidr: string;
    lesseeId: string;
    ownerId: string;
    from: Date;
    to: Date;
    status?: (typeof orders.$inferInsert)['status'];
    endedAt?: Date | null;
  },
) {
  const [order] = await t.db
    .insert(orders)
    .values({
      leaserId: input.lesseeId,
      monetizerId: input.ownerId,
      status: input.status ?? 'active',
      amount: 10_000,
      fee: 500,
      itemType: 'ip_subnet',
      itemId: input.block.subnetId,
      title: `Lease of ${input.cidr}`,
      period: 'month',
      startDate: input.from,
      renewalDate: input.to,
      endedAt: input.endedAt ?? null,
    })
    .returning();
  const [lease] = await t.db
    .insert(orderIpLeases)
    .values({
      orderId: order!.id,
      ipBlockId: input.block.blockId,
      cidr: input.cidr,
      subnetIds: [input.block.subnetId],
      term: `[${input.from.toISOString()},${input.to.toISOString()})`,
      isActive: input.status !== 'cancelled',
    })
    .returning();
  return { order: order!, lease: lease! };
}

export interface AbuseFormFields {
  target?: string;
  category?: string;
  seenAt?: string;
  description?: string;
  reporterEmail?: string;
}

export type EvidenceFile = { filename: string; contentType: string; content: Buffer };

/** The public form as the browser sends it (multipart), with its evidence files. */
export function abuseForm(fields: AbuseFormFields, evidence: EvidenceFile[] = []) {
  const defined = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return buildMultipart(
    defined,
    evidence.map((file) => ({ field: ABUSE_FORM_FIELDS.evidence, ...file })),
  );
}

/** The reporter's link mailed last to `to`: its token. */
export function mailedReporterToken(t: TestApp, to: string): string {
  const message = [...t.sentMail].reverse().find((mail) => mail.to === to);
  const match = message?.text.match(/http:\/\/localhost:3000\/report-abuse\/follow\?token=([\w-]+)/);
  if (!match) throw new Error(`No reporter link was mailed to ${to}`);
  return match[1]!;
}

/**
 * The feedback report of RFC 5965 appendix B.2 (the abuse feature's fixtures/), about `sourceIp`
 * and arrived at `arrival`, so it stays within the year a report may be about whatever the test
 * clock says.
 */
export function arfMail(sourceIp: string, arrival: Date): Buffer {
  const text = readFileSync(
    new URL('../features/trust/abuse/fixtures/rfc5965-appendix-b2.eml', import.meta.url),
    'utf8',
  );
  const date = arrival.toUTCString();
  return Buffer.from(
    text
      .replaceAll('Sun, 8 Mar 2026 14:00:00 -0400', date)
      .replaceAll('Sun, 8 Mar 2026 17:40:36 -0400', date)
      .replace('Source-IP: 192.0.2.1', `Source-IP: ${sourceIp}`),
  );
}
