import { canAccess } from '@netlease/shared/access';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import {
  LOA_MESSAGES,
  LOA_ORDER_STATUSES,
  LOA_UPLOAD_MAX_BYTES,
  type LoaRecord,
} from '@netlease/shared/loas';
import { LOA_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor, Transaction } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { orders } from '../../../platform/db/schema/commerce/index';
import { loaRecords } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { checkUploadedBytes } from '../../../platform/storage/checked-upload';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { findApprovedAsn } from '../asns/asns.service';
import { checkAnnouncingAsn } from '@netlease/shared/asns';
import { buildLoaPdf } from './loa-pdf';
import { findOrderLease, findStandingLoa, selectLoas } from './loas.queries';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function createVerificationCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `LOA-${group()}-${group()}-${group()}`;
}

/**
 * The order an LOA is for: the caller's own paid IP order, locked so a second upload or generation
 * for it waits and then finds the first letter (the partial unique index is the backstop).
 */
async function lockEligibleOrder(tx: Executor, monetizerId: string, orderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.monetizerId, monetizerId)))
    .for('update');
  // Another seller's order answers like a missing one.
  if (!order) throw new AppError('not_found', LOA_MESSAGES.orderNotFound);
  if (order.itemType !== 'ip_subnet' || !(LOA_ORDER_STATUSES as readonly string[]).includes(order.status))
    throw new AppError('bad_request', LOA_MESSAGES.orderNotEligible);
  if (await findStandingLoa(tx, orderId)) throw new AppError('conflict', LOA_MESSAGES.alreadyExists);
  // A letter names the AS that announces the prefix: none is issued before the buyer names it
  // (docs/PRODUCT.md "Delivering a lease").
  const asn = order.asnId ? await findApprovedAsn(tx, order.leaserId, order.asnId) : undefined;
  if (!asn) throw new AppError('conflict', LOA_MESSAGES.asnRequired);
  return { order, asn };
}

/**
 * Records a letter for an order and tells the buyer, audited as the monetizer's upload or generation
 * (docs/PRODUCT.md "ASNs and LOAs").
 */
async function insertLoa(tx: Executor, values: typeof loaRecords.$inferInsert): Promise<string> {
  const [row] = await tx.insert(loaRecords).values(values).returning({ id: loaRecords.id });
  const generated = values.source === 'generated';
  await notifyUser(tx, values.buyerId, {
    type: 'loa',
    ...LOA_NOTIFICATIONS.issued(generated, values.orderId),
    link: `/orders/${values.orderId}`,
  });
  await recordAudit(tx, {
    actorId: values.monetizerId,
    action: generated ? 'loa.generated' : 'loa.uploaded',
    targetType: 'loa',
    targetId: row!.id,
    after: { orderId: values.orderId },
  });
  return row!.id;
}

/**
 * Records a letter whose PDF is already stored under `key` and reads it back. The file is stored
 * before the transaction (a bucket is a network call, docs/decisions/120), so if recording fails it is
 * removed again and no file is left without its record.
 */
async function recordStoredLoa(
  ctx: AppContext,
  key: string,
  record: (tx: Transaction) => Promise<string>,
): Promise<LoaRecord> {
  try {
    const loaId = await ctx.db.transaction(record);
    const [created] = await selectLoas(ctx.db, sql`r.id = ${loaId}`);
    return created!;
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Upload LOA: an order and a PDF (checked by content), pending review (docs/PRODUCT.md "ASNs and LOAs"). */
export async function uploadLoa(
  ctx: AppContext,
  monetizerId: string,
  input: { orderId: string | null; file: Buffer | null },
): Promise<LoaRecord> {
  if (!input.orderId || !input.file || input.file.length === 0) {
    throw new AppError('bad_request', LOA_MESSAGES.missingData);
  }
  if (!/^[0-9a-f-]{36}$/i.test(input.orderId))
    throw new AppError('bad_request', LOA_MESSAGES.orderNotEligible);
  const file = await checkUploadedBytes(input.file, ['pdf'], LOA_UPLOAD_MAX_BYTES);
  const orderId = input.orderId;
  const key = await ctx.storage.put('loas', 'pdf', file.bytes);
  return recordStoredLoa(ctx, key, async (tx) => {
    const { order, asn } = await lockEligibleOrder(tx, monetizerId, orderId);
    const lease = await findOrderLease(tx, order.id);
    return insertLoa(tx, {
      orderId: order.id,
      monetizerId,
      buyerId: order.leaserId,
      asnId: asn.id,
      ipBlockId: lease?.ip_block_id ?? null,
      prefix: lease?.cidr ?? null,
      source: 'upload',
      fileKey: key,
      issuedAt: ctx.clock.now(),
      createdAt: ctx.clock.now(),
    });
  });
}

/**
 * Generate LOA: a PDF filled from the order (holder, prefix, the buyer's approved ASN, buyer,
 * validity = the order's term) with a verification code. Issued by the platform from checked data,
 * so it is approved at once.
 */
export async function generateLoa(ctx: AppContext, monetizerId: string, orderId: string): Promise<LoaRecord> {
  const now = ctx.clock.now();
  const code = createVerificationCode();
  // Three steps, because storing the file may be a network call (an S3 bucket) that must not hold
  // the order's row lock: read and check, build and store the PDF, then record it after checking
  // again that nothing it states has changed (docs/PRODUCT.md "Documents").
  const facts = await ctx.db.transaction(async (tx) => {
    const { order, asn } = await lockEligibleOrder(tx, monetizerId, orderId);
    const lease = await findOrderLease(tx, order.id);
    if (!lease) throw new AppError('bad_request', LOA_MESSAGES.orderNotEligible);
    const [holder] = await tx.select().from(users).where(eq(users.id, monetizerId));
    const [buyer] = await tx.select().from(users).where(eq(users.id, order.leaserId));
    return { order, asn, lease, holder: holder!, buyer: buyer! };
  });
  const { order, asn, lease } = facts;
  const pdf = await buildLoaPdf({
    code,
    holder: facts.holder.name,
    holderCompany: facts.holder.companyName,
    buyer: facts.buyer.name,
    buyerCompany: facts.buyer.companyName,
    prefix: lease.cidr,
    asnNumber: asn.asnNumber,
    asnOrganization: asn.organization,
    validFrom: order.startDate,
    validUntil: order.renewalDate,
    issuedAt: now,
    verifyUrl: `${ctx.env.PUBLIC_URL}/verify-loa/${code}`,
  });
  const key = await ctx.storage.put('loas', 'pdf', pdf);
  return recordStoredLoa(ctx, key, async (tx) => {
    // A second generation may have won meanwhile (the lock and the existing-letter check refuse
    // it), or the order's term, range or ASN changed: the PDF would state old facts.
    const { order: current } = await lockEligibleOrder(tx, monetizerId, orderId);
    const currentLease = await findOrderLease(tx, current.id);
    const unchanged =
      current.asnId === order.asnId &&
      current.startDate.getTime() === order.startDate.getTime() &&
      current.renewalDate.getTime() === order.renewalDate.getTime() &&
      currentLease?.cidr === lease.cidr;
    if (!unchanged) throw new AppError('conflict', LOA_MESSAGES.orderChanged);
    return insertLoa(tx, {
      orderId: order.id,
      monetizerId,
      buyerId: order.leaserId,
      asnId: asn.id,
      ipBlockId: lease.ip_block_id,
      prefix: lease.cidr,
      source: 'generated',
      fileKey: key,
      verificationCode: code,
      validFrom: order.startDate,
      validUntil: order.renewalDate,
      issuedAt: now,
      status: 'approved',
      createdAt: now,
    });
  });
}

export type LoaDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * Admin review of a pending LOA: approve, or reject with a reason
 * (docs/PRODUCT.md "ASNs and LOAs"). One transaction: the decision with who and when, the
 * monetizer told either way and the buyer when the letter is approved, the action audited. The order
 * is locked before the letter, as an upload does, so a decision and a new upload never cross; the
 * letter's lock makes a second admin deciding at once find the first decision (409). A refused
 * letter leaves the partial unique index, so the order can take a new upload.
 */
export async function reviewLoa(
  ctx: AppContext,
  adminId: string,
  loaId: string,
  decision: LoaDecision,
): Promise<LoaRecord> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: loaRecords.orderId })
      .from(loaRecords)
      .where(eq(loaRecords.id, loaId));
    if (!found) throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [row] = await tx.select().from(loaRecords).where(eq(loaRecords.id, loaId)).for('update');
    if (!order || !row) throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
    if (row.status !== 'pending') throw new AppError('conflict', LOA_MESSAGES.alreadyReviewed);
    // A letter authorises announcing a prefix: it may only be approved while the lease runs.
    if (decision.action === 'approve' && !(LOA_ORDER_STATUSES as readonly string[]).includes(order.status))
      throw new AppError('conflict', LOA_MESSAGES.orderClosed);
    // It must name the AS the buyer named (docs/PRODUCT.md "Delivering a lease").
    if (decision.action === 'approve' && !row.asnId) throw new AppError('conflict', LOA_MESSAGES.asnRequired);
    if (decision.action === 'approve' && row.asnId !== order.asnId)
      throw new AppError('conflict', LOA_MESSAGES.letterChanged);

    const now = ctx.clock.now();
    const status = decision.action === 'approve' ? 'approved' : 'rejected';
    const rejectionReason = decision.action === 'reject' ? decision.reason : null;
    await tx
      .update(loaRecords)
      .set({ status, reviewedBy: adminId, reviewedAt: now, rejectionReason })
      .where(eq(loaRecords.id, loaId));

    const label = `order ${row.orderId.slice(0, 8)}${row.prefix ? ` (${row.prefix})` : ''}`;
    if (status === 'approved') {
      await notifyUser(tx, row.monetizerId, {
        type: 'loa',
        ...LOA_NOTIFICATIONS.approvedForSeller(label),
        link: '/loa-management',
      });
      await notifyUser(tx, row.buyerId, {
        type: 'loa',
        ...LOA_NOTIFICATIONS.approvedForBuyer(label),
        link: `/orders/${row.orderId}`,
      });
    } else {
      await notifyUser(tx, row.monetizerId, {
        type: 'loa',
        ...LOA_NOTIFICATIONS.rejected(label, rejectionReason ?? ''),
        link: '/loa-management',
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: decision.action === 'approve' ? 'loa.approved' : 'loa.rejected',
      targetType: 'loa',
      targetId: loaId,
      before: { status: row.status },
      after: { status, rejectionReason },
    });
    const [record] = await selectLoas(tx, sql`r.id = ${loaId}`);
    return record!;
  });
}

/**
 * The LOA file, for the order's two parties, and staff and admins (who read the lease page); anyone
 * else gets the same 404 as a missing id.
 */
export async function readLoaFile(ctx: AppContext, user: SessionUser, loaId: string) {
  const [row] = await ctx.db.select().from(loaRecords).where(eq(loaRecords.id, loaId));
  const isParty = row && (row.monetizerId === user.id || row.buyerId === user.id);
  if (!row || (!isParty && !canAccess('staff', user.role)))
    throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
  return { bytes, filename: `loa-${row.orderId.slice(0, 8)}.pdf` };
}

/**
 * The buyer names one of their approved ASNs on an IP order, or another one, until the lease is active
 * (docs/PRODUCT.md "Delivering a lease"). A letter in force for another ASN is revoked ('asn_changed');
 * a generated one is generated again at once for the new ASN, on the holder's behalf, after the commit
 * (storing the PDF may be a network call); an uploaded one must be uploaded again.
 */
export async function setOrderAsn(ctx: AppContext, buyerId: string, orderId: string, asnId: string) {
  const replaced = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.leaserId, buyerId), eq(orders.itemType, 'ip_subnet')))
      .for('update');
    if (!order) throw new AppError('not_found', LOA_MESSAGES.orderNotFound);
    if (order.status !== 'payment_confirmed' && order.status !== 'provisioning')
      throw new AppError('conflict', LOA_MESSAGES.orderAsnLocked);
    const asn = await findApprovedAsn(tx, buyerId, asnId);
    if (!asn) throw new AppError('bad_request', LOA_MESSAGES.asnNotApproved, { field: 'asnId' });
    const announcing = checkAnnouncingAsn(asn.asnNumber, { allowDocumentation: ctx.env.DEMO_MODE });
    if (!announcing.ok) throw new AppError('bad_request', announcing.message, { field: 'asnId' });
    if (order.asnId === asnId) return null;
    const now = ctx.clock.now();
    await tx
      .update(orders)
      .set({ asnId, asnNumber: asn.asnNumber, updatedAt: now })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actorId: buyerId,
      action: 'order.asn_named',
      targetType: 'order',
      targetId: orderId,
      before: { asnId: order.asnId },
      after: { asnId, asnNumber: asn.asnNumber },
    });
    const standing = await findStandingLoa(tx, orderId);
    if (standing) {
      await tx
        .update(loaRecords)
        .set({ status: 'revoked', revokedAt: now, revocationReason: 'asn_changed', endingAnnouncedAt: now })
        .where(eq(loaRecords.id, standing.id));
      await recordAudit(tx, {
        actorId: buyerId,
        action: 'loa.revoked',
        targetType: 'loa',
        targetId: standing.id,
        after: { reason: 'asn_changed', orderId },
      });
    }
    await notifyUser(tx, order.monetizerId, {
      type: 'loa',
      ...(standing
        ? LOA_NOTIFICATIONS.asnChanged(order.title, asn.asnNumber, standing.source === 'upload')
        : LOA_NOTIFICATIONS.asnNamed(order.title, asn.asnNumber)),
      link: `/orders/${orderId}`,
    });
    return standing?.source === 'generated' ? order.monetizerId : null;
  });
  // The holder issued a generated letter before; the new ASN gets one the same way. Should that fail
  // (the bucket does not answer), the order waits under the seller's Pending LOA Uploads as any other.
  if (replaced) await generateLoa(ctx, replaced, orderId).catch(() => undefined);
}
