import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AbuseCategory } from '@netlease/shared/abuse';
import { abuseDeadlineOf, type AbuseCaseOutcome, type AbuseCaseStatus } from '@netlease/shared/abuse-cases';
import {
  abuseCaseEvents,
  abuseCases,
  abuseEvidence,
  abuseReports,
  ipSubnets,
  orderIpLeases,
} from '../platform/db/schema/index';
import { hashToken } from '../platform/auth/tokens';
import { createIpOrder, createOwnedSubnet } from './trust-fixtures';
import type { TestApp } from './test-app';

/**
 * Abuse cases for the tests of the abuse desk, written straight into its tables the way intake leaves
 * them (docs/PRODUCT.md "Abuse"): a routed report (or several) in a case on a real lease, with its
 * 'opened' and 'report_joined' steps and, when asked, a stored file of evidence.
 */

/** An active IP lease of `lesseeId` from `ownerId`, its subnet marked leased as checkout leaves it. */
export async function createLease(t: TestApp, input: { lesseeId: string; ownerId: string; asnId?: string }) {
  const { subnet, cidr } = await createOwnedSubnet(t, input.ownerId);
  const order = await createIpOrder(t, {
    leaserId: input.lesseeId,
    monetizerId: input.ownerId,
    subnet,
    status: 'active',
    asnId: input.asnId ?? null,
  });
  await t.db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.id, subnet.id));
  const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, order.id));
  return { order, lease: lease!, subnetId: subnet.id, cidr };
}

/** The address `index` of a /24 ('198.18.5.0/24', 7 → '198.18.5.7'). */
export const addressIn = (cidr: string, index: number) =>
  `${cidr.split('/')[0]!.split('.').slice(0, 3).join('.')}.${index}`;

export const EVIDENCE_TEXT = 'Received: from mail.example.net\nSubject: Cheap watches\n';

let nextReference = 0;

export async function createAbuseCase(
  t: TestApp,
  lease: {
    lease: { id: string; orderId: string };
    order: { leaserId: string; monetizerId: string };
    cidr: string;
  },
  input: {
    target?: string;
    category?: AbuseCategory;
    status?: AbuseCaseStatus;
    outcome?: AbuseCaseOutcome;
    openedAt?: Date;
    closedAt?: Date;
    reports?: number;
    evidence?: boolean;
    reporterEmail?: string;
  } = {},
) {
  const openedAt = input.openedAt ?? t.clock.now();
  const category = input.category ?? 'spam';
  const reports = input.reports ?? 1;
  const status = input.status ?? 'open';
  const [row] = await t.db
    .insert(abuseCases)
    .values({
      reference: `AB-T${String(nextReference++).padStart(4, '0')}${randomBytes(2).toString('hex').toUpperCase()}`,
      orderIpLeaseId: lease.lease.id,
      orderId: lease.lease.orderId,
      lesseeId: lease.order.leaserId,
      ownerId: lease.order.monetizerId,
      target: input.target ?? addressIn(lease.cidr, 7),
      category,
      status,
      outcome: status === 'closed' ? (input.outcome ?? 'upheld') : null,
      reportCount: reports,
      openedAt,
      lastReportedAt: openedAt,
      deadlineAt: abuseDeadlineOf(category, openedAt),
      closedAt: status === 'closed' ? (input.closedAt ?? openedAt) : null,
      answeredAt: status === 'resolved' || status === 'disputed' ? openedAt : null,
      firstAnsweredAt: status === 'open' || status === 'acknowledged' ? null : openedAt,
    })
    .returning();
  const reportRows = [];
  for (let index = 0; index < reports; index += 1) {
    const [report] = await t.db
      .insert(abuseReports)
      .values({
        caseId: row!.id,
        source: index === 0 ? 'form' : 'xarf',
        status: 'routed',
        target: row!.target,
        category,
        seenAt: new Date(openedAt.getTime() - 3_600_000),
        description: `Spam run number ${index + 1} from this address.`,
        reporterEmail: input.reporterEmail ?? `reporter-${randomUUID().slice(0, 8)}@abuse.example.org`,
        reporterOrg: 'Example Abuse Desk',
        linkTokenHash: hashToken(randomUUID()),
        linkExpiresAt: new Date(openedAt.getTime() + 48 * 3_600_000),
        receivedAt: openedAt,
        verifiedAt: openedAt,
      })
      .returning();
    reportRows.push(report!);
  }
  let evidence: typeof abuseEvidence.$inferSelect | undefined;
  if (input.evidence) {
    const bytes = Buffer.from(EVIDENCE_TEXT);
    const key = await t.ctx.storage.put('abuse-evidence', 'txt', bytes);
    [evidence] = await t.db
      .insert(abuseEvidence)
      .values({
        reportId: reportRows[0]!.id,
        storageKey: key,
        filename: 'headers.txt',
        contentType: 'text/plain',
        sizeBytes: bytes.length,
        sha256: 'test',
      })
      .returning();
  }
  await t.db.insert(abuseCaseEvents).values(
    reportRows.map((report, index) => ({
      caseId: row!.id,
      at: openedAt,
      kind: index === 0 ? ('opened' as const) : ('report_joined' as const),
      actor: 'reporter' as const,
      body: report.description,
    })),
  );
  return { ...row!, reports: reportRows, evidence };
}
