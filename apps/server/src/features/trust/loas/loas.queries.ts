import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  LOA_CODE_PATTERN,
  ADMIN_LOAS_PAGE_SIZE,
  LOA_LIST_LIMIT,
  LOA_MESSAGES,
  LOA_ORDER_STATUSES,
  type adminLoaQuerySchema,
  loaFilePath,
  normalizeLoaCode,
  type AdminLoaPage,
  type BuyerIpOrder,
  type LoaRecord,
  type LoaRevocationReason,
  type LoaStatus,
  type LoaVerification,
  type PendingLoaOrder,
} from '@netlease/shared/loas';
import { queryRows, type Database, type Executor } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { AppError } from '../../../platform/errors';

/* The reads of LOAs and the orders they are for (docs/PRODUCT.md "ASNs and LOAs"); writes are in loas.service.ts. */

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value == null ? null : iso(value));

/**
 * An order's lease rows, newest first with the running one before any ended one: the first is the
 * prefix the order leases (or last leased).
 */
const NEWEST_LEASE_FIRST = sql`ORDER BY is_active DESC, created_at DESC LIMIT 1`;

/** The prefix an order leases, with the block behind it. */
export async function findOrderLease(db: Executor, orderId: string) {
  const [lease] = await queryRows<{ cidr: string; ip_block_id: string }>(
    db,
    sql`SELECT cidr::text AS cidr, ip_block_id FROM order_ip_leases
        WHERE order_id = ${orderId} ${NEWEST_LEASE_FIRST}`,
  );
  return lease;
}

/** The same prefix as a column of a list of orders `o`. */
const leasedPrefix = sql`(SELECT cidr::text FROM order_ip_leases WHERE order_id = o.id ${NEWEST_LEASE_FIRST})`;

/** The letter that stands for an order (pending or approved): a refused or revoked one does not count. */
export async function findStandingLoa(db: Executor, orderId: string) {
  const [letter] = await queryRows<{ id: string; source: 'upload' | 'generated'; asn_id: string | null }>(
    db,
    sql`SELECT id, source, asn_id FROM loa_records
        WHERE order_id = ${orderId} AND status IN ('pending', 'approved') LIMIT 1`,
  );
  return letter;
}

/**
 * Pending LOA Uploads (docs/PRODUCT.md "Delivering a lease"): the monetizer's running IP orders (paid,
 * provisioning or active) with no letter in force, the last refused one's reason beside them. An order
 * whose buyer has not named the ASN yet is listed too, so the seller sees what it waits for.
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
               ${leasedPrefix} AS prefix,
               a.asn_number, rejected.rejection_reason AS last_rejection_reason,
               o.start_date, o.renewal_date, o.created_at
        FROM orders o
        JOIN users u ON u.id = o.leaser_id
        LEFT JOIN asn_records a ON a.id = o.asn_id AND a.status = 'approved'
        LEFT JOIN LATERAL (SELECT r.rejection_reason FROM loa_records r
                           WHERE r.order_id = o.id AND r.status = 'rejected'
                           ORDER BY r.created_at DESC, r.id DESC LIMIT 1) rejected ON true
        WHERE o.monetizer_id = ${monetizerId} AND o.item_type = 'ip_subnet'
          AND o.status IN ${[...LOA_ORDER_STATUSES]}
          AND NOT EXISTS (SELECT 1 FROM loa_records r
                          WHERE r.order_id = o.id AND r.status IN ('pending', 'approved'))
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
  status: LoaStatus;
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
  revocation_reason: LoaRevocationReason | null;
  revoked_at: Date | null;
}

export async function selectLoas(
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
               r.reviewed_at, r.rejection_reason, r.revocation_reason, r.revoked_at
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
    revocationReason: row.revocation_reason,
    revokedAt: isoOrNull(row.revoked_at),
    fileUrl: loaFilePath(row.id),
  }));
}

/** LOA History on /loa-management: the monetizer's letters, newest first. */
export const listMonetizerLoas = (db: Database, monetizerId: string) =>
  selectLoas(db, sql`r.monetizer_id = ${monetizerId}`);

/**
 * The admin loas tab (docs/PRODUCT.md "Trust signals"): letters waiting for a decision first, then the rest,
 * newest first; filtered by status and searched (buyer or monetizer email, prefix) on the server, 50 a page.
 */
export async function listAllLoas(
  db: Database,
  input: z.output<typeof adminLoaQuerySchema>,
): Promise<AdminLoaPage> {
  const query = input;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      sql`(buyer.email ILIKE ${pattern} OR seller.email ILIKE ${pattern} OR r.prefix::text ILIKE ${pattern})`,
    );
  }
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
  return readPage(
    { page: query.page, pageSize: ADMIN_LOAS_PAGE_SIZE },
    (window) => selectLoas(db, where, sql`r.status <> 'pending', r.created_at DESC, r.id`, window),
    () =>
      queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM loa_records r
            JOIN users buyer ON buyer.id = r.buyer_id
            JOIN users seller ON seller.id = r.monetizer_id
            WHERE ${where}`,
      ),
  );
}

/** The public check of a generated LOA by its code. */
export async function verifyLoa(db: Database, rawCode: string): Promise<LoaVerification> {
  const code = normalizeLoaCode(rawCode);
  if (!LOA_CODE_PATTERN.test(code)) throw new AppError('not_found', LOA_MESSAGES.verificationNotFound);
  const [row] = await queryRows<{
    status: LoaStatus;
    holder: string;
    buyer: string;
    prefix: string;
    asn_number: number;
    organization: string;
    valid_from: Date;
    valid_until: Date;
    issued_at: Date;
    revoked_at: Date | null;
    is_suspended: boolean;
  }>(
    db,
    sql`SELECT r.status, seller.name AS holder, buyer.name AS buyer, r.prefix::text AS prefix,
               a.asn_number, a.organization, r.valid_from, r.valid_until, r.issued_at, r.revoked_at,
               EXISTS (SELECT 1 FROM order_ip_leases ol WHERE ol.order_id = r.order_id AND ol.is_active
                         AND ol.abuse_suspended_at IS NOT NULL) AS is_suspended
        FROM loa_records r
        JOIN users seller ON seller.id = r.monetizer_id
        JOIN users buyer ON buyer.id = r.buyer_id
        JOIN asn_records a ON a.id = r.asn_id
        WHERE r.verification_code = ${code}`,
  );
  if (!row) throw new AppError('not_found', LOA_MESSAGES.verificationNotFound);
  return {
    code,
    // A letter in force reads suspended while its lease is suspended over abuse (docs/PRODUCT.md "Abuse").
    status: row.status === 'approved' && row.is_suspended ? 'suspended' : row.status,
    holder: row.holder,
    buyer: row.buyer,
    prefix: row.prefix,
    asnNumber: Number(row.asn_number),
    asnOrganization: row.organization,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    issuedAt: iso(row.issued_at),
    revokedAt: isoOrNull(row.revoked_at),
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
               ${leasedPrefix} AS prefix,
               o.asn_id, a.asn_number,
               (SELECT r.id FROM loa_records r WHERE r.order_id = o.id AND r.status IN ('pending', 'approved') LIMIT 1) AS loa_id,
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
