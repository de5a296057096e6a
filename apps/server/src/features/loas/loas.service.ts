import { randomInt } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import {
  LOA_CODE_PATTERN,
  ADMIN_LOAS_PAGE_SIZE,
  LOA_LIST_LIMIT,
  adminLoaQuerySchema,
  type AdminLoaPage,
  type AdminLoaQuery,
  LOA_MESSAGES,
  LOA_ORDER_STATUSES,
  LOA_UPLOAD_MAX_BYTES,
  loaFilePath,
  normalizeLoaCode,
  type BuyerIpOrder,
  type LoaRecord,
  type LoaVerification,
  type PendingLoaOrder,
} from '@netlease/shared/loas';
import type { AppContext } from '../../app-context';
import { queryRows, type Database, type Executor } from '../../platform/db/database';
import { loaRecords, orders, users } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { checkUploadedBytes } from '../../platform/storage/checked-upload';
import { notifyUser } from '../notifications/notifications.service';
import { findApprovedAsn } from '../asns/asns.service';
import { buildLoaPdf } from './loa-pdf';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value == null ? null : iso(value));
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function createVerificationCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `LOA-${group()}-${group()}-${group()}`;
}

/** The prefix an order leases (its newest lease row), with the block behind it. */
async function findOrderLease(db: Executor, orderId: string) {
  const [lease] = await queryRows<{ cidr: string; ip_block_id: string }>(
    db,
    sql`SELECT cidr::text AS cidr, ip_block_id FROM order_ip_leases
        WHERE order_id = ${orderId} ORDER BY is_active DESC, created_at DESC LIMIT 1`,
  );
  return lease;
}

/**
 * Pending LOA Uploads (docs/PRODUCT.md "ASNs and LOAs"): the monetizer's payment_confirmed IP orders
 * that have no LOA yet. An order whose
 * letter an admin refused needs a new one whatever stage it has reached, so it is listed again
 * (with the reason) while a letter can still be issued for it.
 */
export async function listPendingLoaOrders(db: Database, monetizerId: string): Promise<PendingLoaOrder[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    status: string;
    buyer_name: string;
    buyer_email: string;
    prefix: string | null;
    asn_number: number | null;
    last_rejection_reason: string | null;
    start_date: Date;
    renewal_date: Date;
    created_at: Date;
  }>(
    db,
    sql`SELECT o.id, o.title, o.status, u.name AS buyer_name, u.email AS buyer_email,
               (SELECT l.cidr::text FROM order_ip_leases l WHERE l.order_id = o.id
                ORDER BY l.is_active DESC, l.created_at DESC LIMIT 1) AS prefix,
               a.asn_number, rejected.rejection_reason AS last_rejection_reason,
               o.start_date, o.renewal_date, o.created_at
        FROM orders o
        JOIN users u ON u.id = o.leaser_id
        LEFT JOIN asn_records a ON a.id = o.asn_id
        LEFT JOIN LATERAL (SELECT r.rejection_reason FROM loa_records r
                           WHERE r.order_id = o.id AND r.status = 'rejected'
                           ORDER BY r.created_at DESC, r.id DESC LIMIT 1) rejected ON true
        WHERE o.monetizer_id = ${monetizerId} AND o.item_type = 'ip_subnet'
          AND (o.status = 'payment_confirmed'
               OR (o.status IN ${[...LOA_ORDER_STATUSES]}
                   AND rejected.rejection_reason IS NOT NULL))
          AND NOT EXISTS (SELECT 1 FROM loa_records r WHERE r.order_id = o.id AND r.status <> 'rejected')
        ORDER BY o.created_at DESC
        LIMIT ${LOA_LIST_LIMIT}`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    title: row.title,
    status: row.status,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    prefix: row.prefix,
    asnNumber: row.asn_number == null ? null : Number(row.asn_number),
    lastRejectionReason: row.last_rejection_reason,
    startDate: iso(row.start_date),
    renewalDate: iso(row.renewal_date),
    createdAt: iso(row.created_at),
  }));
}

interface LoaRow {
  id: string;
  order_id: string;
  source: 'upload' | 'generated';
  status: 'pending' | 'approved' | 'rejected';
  asn_number: number | null;
  prefix: string | null;
  buyer_name: string;
  buyer_email: string;
  monetizer_email: string;
  verification_code: string | null;
  valid_from: Date | null;
  valid_until: Date | null;
  issued_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
}

async function selectLoas(
  db: Executor,
  where: SQL,
  order: SQL = sql`r.created_at DESC, r.id`,
  page: { limit: number; offset: number } = { limit: LOA_LIST_LIMIT, offset: 0 },
): Promise<LoaRecord[]> {
  const rows = await queryRows<LoaRow>(
    db,
    sql`SELECT r.id, r.order_id, r.source, r.status, a.asn_number, r.prefix::text AS prefix,
               buyer.name AS buyer_name, buyer.email AS buyer_email, seller.email AS monetizer_email,
               r.verification_code, r.valid_from, r.valid_until, r.issued_at,
               r.reviewed_at, r.rejection_reason
        FROM loa_records r
        JOIN users buyer ON buyer.id = r.buyer_id
        JOIN users seller ON seller.id = r.monetizer_id
        LEFT JOIN asn_records a ON a.id = r.asn_id
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    source: row.source,
    status: row.status,
    asnNumber: row.asn_number == null ? null : Number(row.asn_number),
    prefix: row.prefix,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    monetizerEmail: row.monetizer_email,
    verificationCode: row.verification_code,
    validFrom: isoOrNull(row.valid_from),
    validUntil: isoOrNull(row.valid_until),
    issuedAt: iso(row.issued_at),
    reviewedAt: isoOrNull(row.reviewed_at),
    rejectionReason: row.rejection_reason,
    fileUrl: loaFilePath(row.id),
  }));
}

/** LOA History on /loa-management: the monetizer's letters, newest first. */
export const listMonetizerLoas = (db: Database, monetizerId: string) =>
  selectLoas(db, sql`r.monetizer_id = ${monetizerId}`);

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The admin loas tab (docs/PRODUCT.md "Trust signals"): letters waiting for a decision first, then the rest,
 * newest first; filtered by status and searched (buyer or monetizer email, prefix) on the server, 50 a page.
 */
export async function listAllLoas(db: Database, input: AdminLoaQuery): Promise<AdminLoaPage> {
  const query = adminLoaQuerySchema.parse(input);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      sql`(buyer.email ILIKE ${pattern} OR seller.email ILIKE ${pattern} OR r.prefix::text ILIKE ${pattern})`,
    );
  }
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
  const [items, [counted]] = await Promise.all([
    selectLoas(db, where, sql`r.status <> 'pending', r.created_at DESC, r.id`, {
      limit: ADMIN_LOAS_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_LOAS_PAGE_SIZE,
    }),
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM loa_records r
          JOIN users buyer ON buyer.id = r.buyer_id
          JOIN users seller ON seller.id = r.monetizer_id
          WHERE ${where}`,
    ),
  ]);
  return { items, total: Number(counted?.total ?? 0), page: query.page, pageSize: ADMIN_LOAS_PAGE_SIZE };
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
  const [existing] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM loa_records WHERE order_id = ${orderId} AND status <> 'rejected' LIMIT 1`,
  );
  if (existing) throw new AppError('conflict', LOA_MESSAGES.alreadyExists);
  return order;
}

async function announceLoa(
  tx: Executor,
  input: { actorId: string; loaId: string; orderId: string; buyerId: string; source: string },
) {
  await notifyUser(tx, input.buyerId, {
    type: 'loa',
    title: 'LOA issued',
    message: `A letter of authorization was ${input.source === 'generated' ? 'generated' : 'uploaded'} for your order ${input.orderId.slice(0, 8)}.`,
    link: '/my-asns',
  });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: input.source === 'generated' ? 'loa.generated' : 'loa.uploaded',
    targetType: 'loa',
    targetId: input.loaId,
    after: { orderId: input.orderId },
  });
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
  try {
    const loaId = await ctx.db.transaction(async (tx) => {
      const order = await lockEligibleOrder(tx, monetizerId, orderId);
      const lease = await findOrderLease(tx, order.id);
      const [row] = await tx
        .insert(loaRecords)
        .values({
          orderId: order.id,
          monetizerId,
          buyerId: order.leaserId,
          asnId: order.asnId,
          ipBlockId: lease?.ip_block_id ?? null,
          prefix: lease?.cidr ?? null,
          source: 'upload',
          fileKey: key,
          issuedAt: ctx.clock.now(),
          createdAt: ctx.clock.now(),
        })
        .returning({ id: loaRecords.id });
      await announceLoa(tx, {
        actorId: monetizerId,
        loaId: row!.id,
        orderId,
        buyerId: order.leaserId,
        source: 'upload',
      });
      return row!.id;
    });
    const [record] = await selectLoas(ctx.db, sql`r.id = ${loaId}`);
    return record!;
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Generate LOA: a PDF filled from the order (holder, prefix, the buyer's approved ASN, buyer,
 * validity = the order's term) with a verification code. Issued by the platform from checked data,
 * so it is approved at once.
 */
export async function generateLoa(
  ctx: AppContext,
  monetizer: SessionUser,
  orderId: string,
): Promise<LoaRecord> {
  const now = ctx.clock.now();
  const code = createVerificationCode();
  // Three steps, because storing the file may be a network call (an S3 bucket) that must not hold
  // the order's row lock: read and check, build and store the PDF, then record it after checking
  // again that nothing it states has changed (docs/PRODUCT.md "Documents").
  const facts = await ctx.db.transaction(async (tx) => {
    const order = await lockEligibleOrder(tx, monetizer.id, orderId);
    const asn = order.asnId ? await findApprovedAsn(tx, order.leaserId, order.asnId) : undefined;
    if (!asn) throw new AppError('conflict', LOA_MESSAGES.asnRequired);
    const lease = await findOrderLease(tx, order.id);
    if (!lease) throw new AppError('bad_request', LOA_MESSAGES.orderNotEligible);
    const [holder] = await tx.select().from(users).where(eq(users.id, monetizer.id));
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
  try {
    const loaId = await ctx.db.transaction(async (tx) => {
      // A second generation may have won meanwhile (the lock and the existing-letter check refuse
      // it), or the order's term, range or ASN changed: the PDF would state old facts.
      const current = await lockEligibleOrder(tx, monetizer.id, orderId);
      const currentLease = await findOrderLease(tx, current.id);
      const unchanged =
        current.asnId === order.asnId &&
        current.startDate.getTime() === order.startDate.getTime() &&
        current.renewalDate.getTime() === order.renewalDate.getTime() &&
        currentLease?.cidr === lease.cidr;
      if (!unchanged) throw new AppError('conflict', LOA_MESSAGES.orderChanged);
      const [row] = await tx
        .insert(loaRecords)
        .values({
          orderId: order.id,
          monetizerId: monetizer.id,
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
        })
        .returning({ id: loaRecords.id });
      await announceLoa(tx, {
        actorId: monetizer.id,
        loaId: row!.id,
        orderId,
        buyerId: order.leaserId,
        source: 'generated',
      });
      return row!.id;
    });
    const [record] = await selectLoas(ctx.db, sql`r.id = ${loaId}`);
    return record!;
  } catch (error) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

export type LoaDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * Admin review of a pending LOA: approve, or reject with a reason (docs/PRODUCT.md "ASNs and
 * LOAs"). One transaction: the decision with who and when, the
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
        title: 'LOA approved',
        message: `Your LOA for ${label} has been approved.`,
        link: '/loa-management',
      });
      await notifyUser(tx, row.buyerId, {
        type: 'loa',
        title: 'LOA approved',
        message: `The letter of authorization for your ${label} has been approved.`,
        link: '/orders',
      });
    } else {
      await notifyUser(tx, row.monetizerId, {
        type: 'loa',
        title: 'LOA rejected',
        message: `Your LOA for ${label} was rejected: ${rejectionReason}. Please upload a new one.`,
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

/** The LOA file, for the order's two parties and admins; anyone else gets the same 404 as a missing id. */
export async function readLoaFile(ctx: AppContext, user: SessionUser, loaId: string) {
  const [row] = await ctx.db.select().from(loaRecords).where(eq(loaRecords.id, loaId));
  const isParty = row && (row.monetizerId === user.id || row.buyerId === user.id);
  if (!row || (!isParty && user.role !== 'admin')) throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) throw new AppError('not_found', LOA_MESSAGES.loaNotFound);
  return { bytes, filename: `loa-${row.orderId.slice(0, 8)}.pdf` };
}

/** The public check of a generated LOA by its code. */
export async function verifyLoa(db: Database, rawCode: string): Promise<LoaVerification> {
  const code = normalizeLoaCode(rawCode);
  if (!LOA_CODE_PATTERN.test(code)) throw new AppError('not_found', LOA_MESSAGES.verificationNotFound);
  const [row] = await queryRows<{
    status: 'pending' | 'approved' | 'rejected';
    holder: string;
    buyer: string;
    prefix: string;
    asn_number: number;
    organization: string;
    valid_from: Date;
    valid_until: Date;
    issued_at: Date;
  }>(
    db,
    sql`SELECT r.status, seller.name AS holder, buyer.name AS buyer, r.prefix::text AS prefix,
               a.asn_number, a.organization, r.valid_from, r.valid_until, r.issued_at
        FROM loa_records r
        JOIN users seller ON seller.id = r.monetizer_id
        JOIN users buyer ON buyer.id = r.buyer_id
        JOIN asn_records a ON a.id = r.asn_id
        WHERE r.verification_code = ${code}`,
  );
  if (!row) throw new AppError('not_found', LOA_MESSAGES.verificationNotFound);
  return {
    code,
    status: row.status,
    holder: row.holder,
    buyer: row.buyer,
    prefix: row.prefix,
    asnNumber: Number(row.asn_number),
    asnOrganization: row.organization,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    issuedAt: iso(row.issued_at),
  };
}

/* ---------- the buyer's side: naming an ASN on an IP order ---------- */

export async function listBuyerIpOrders(db: Database, buyerId: string): Promise<BuyerIpOrder[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    status: string;
    prefix: string | null;
    asn_id: string | null;
    asn_number: number | null;
    loa_id: string | null;
    created_at: Date;
  }>(
    db,
    sql`SELECT o.id, o.title, o.status,
               (SELECT l.cidr::text FROM order_ip_leases l WHERE l.order_id = o.id
                ORDER BY l.is_active DESC, l.created_at DESC LIMIT 1) AS prefix,
               o.asn_id, a.asn_number,
               (SELECT r.id FROM loa_records r WHERE r.order_id = o.id AND r.status <> 'rejected' LIMIT 1) AS loa_id,
               o.created_at
        FROM orders o
        LEFT JOIN asn_records a ON a.id = o.asn_id
        WHERE o.leaser_id = ${buyerId} AND o.item_type = 'ip_subnet'
          AND o.status IN ('pending_payment', 'payment_confirmed', 'provisioning', 'active', 'suspended')
        ORDER BY o.created_at DESC
        LIMIT ${LOA_LIST_LIMIT}`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    title: row.title,
    status: row.status,
    prefix: row.prefix,
    asnId: row.asn_id,
    asnNumber: row.asn_number == null ? null : Number(row.asn_number),
    loaId: row.loa_id,
    createdAt: iso(row.created_at),
  }));
}

/** The buyer names one of their approved ASNs on an IP order, until an LOA has been issued for it. */
export async function setOrderAsn(ctx: AppContext, buyerId: string, orderId: string, asnId: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.leaserId, buyerId), eq(orders.itemType, 'ip_subnet')))
      .for('update');
    if (!order) throw new AppError('not_found', LOA_MESSAGES.orderNotFound);
    const asn = await findApprovedAsn(tx, buyerId, asnId);
    if (!asn) throw new AppError('bad_request', LOA_MESSAGES.asnNotApproved);
    const [issued] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM loa_records WHERE order_id = ${orderId} AND status <> 'rejected' LIMIT 1`,
    );
    if (issued && order.asnId !== asnId) throw new AppError('conflict', LOA_MESSAGES.orderAsnLocked);
    await tx.update(orders).set({ asnId, updatedAt: ctx.clock.now() }).where(eq(orders.id, orderId));
  });
}
