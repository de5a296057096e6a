import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loaFilePath, type LoaStatus, type OrderLoa } from '@netlease/shared/loas';
import type { Order } from '@netlease/shared/orders';
import { commitmentEndOf } from '@netlease/shared/lease-terms';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Database, type Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { invoices, orders } from '../../../platform/db/schema/commerce/index';
import { notFound } from '../../../platform/errors';
import { recordOrderCharge, type OrderCharge } from './order-charges.service';

export type OrderRow = typeof orders.$inferSelect;
const ORDER_LIST_LIMIT = 200;

const leasers = alias(users, 'leasers');
const monetizers = alias(users, 'monetizers');

/** The prefix an order leases or last leased, for its invoices; null for a server package. */
export async function leasedPrefix(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ prefix: string | null }>(
    db,
    sql`SELECT ${leasedPrefixOf(sql`${orderId}::uuid`)} AS prefix`,
  );
  return row?.prefix ?? null;
}

/** The VAT the buyer paid on the current term: its newest paid invoice's (docs/PRODUCT.md "Invoices"). */
const termTaxColumn = sql<
  string | number | null
>`(SELECT i.tax FROM invoices i WHERE i.order_id = ${orders.id}
  AND i.status = 'paid' ORDER BY i.created_at DESC, i.invoice_number DESC LIMIT 1)`;

/** The VAT the buyer paid on an order's current term (0 before its first paid invoice). */
export async function termTaxOf(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ tax: invoices.tax })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
    .limit(1);
  return row?.tax ?? 0;
}

/** The newest invoice of an order, for the View Invoice button. */
const latestInvoiceId = sql<string | null>`(SELECT i.id FROM invoices i WHERE i.order_id = ${orders.id}
  ORDER BY i.created_at DESC, i.invoice_number DESC LIMIT 1)`;

interface CurrentLoa {
  id: string;
  status: LoaStatus;
  rejectionReason: string | null;
}

/**
 * The order's letter of authorization in force, else its latest refused one (a refused letter frees
 * the order for a new one, migrations/0810_loa_review.sql). A subquery of the list query, so a page
 * of orders costs one query.
 */
const currentLoa = sql<CurrentLoa | null>`(SELECT json_build_object('id', r.id, 'status', r.status,
    'rejectionReason', r.rejection_reason)
  FROM loa_records r WHERE r.order_id = ${orders.id}
  ORDER BY r.status NOT IN ('pending', 'approved'), r.created_at DESC, r.id DESC LIMIT 1)`;

/** The prefix an order leases, or last leased (the running lease first). */
const leasedPrefixOf = (orderId: SQL | string) =>
  sql<string | null>`(SELECT l.cidr::text FROM order_ip_leases l
    WHERE l.order_id = ${orderId} ORDER BY l.is_active DESC, l.created_at DESC LIMIT 1)`;

/*
 * Columns for any query that reads `orders`: the one definition the lists, the lease page, claims,
 * invoices and tickets share. They name `orders` explicitly: in a query of that table alone Drizzle
 * leaves its columns unqualified, which inside a subquery would name the subquery's own.
 */
/** The prefix an IP order leases, or last leased; null for a server package. */
export const leasedPrefixColumn = leasedPrefixOf(sql`"orders"."id"`);
/** The AS number the buyer named for the order. */
export const namedAsnNumberColumn = sql<number | null>`"orders"."asn_number"`;

/** The prefix one order leases, or last leased; null for a server package. */
export async function findLeasedPrefix(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ prefix: string | null }>(
    db,
    sql`SELECT ${leasedPrefixOf(orderId)} AS prefix`,
  );
  return row?.prefix ?? null;
}

function toOrderLoa(row: OrderRow, loa: CurrentLoa | null): OrderLoa | null {
  // Only leased IP space needs a letter (docs/PRODUCT.md "ASNs and LOAs").
  if (row.itemType !== 'ip_subnet') return null;
  if (!loa) return { state: 'none', loaId: null, rejectionReason: null, fileUrl: null };
  return {
    state: loa.status,
    loaId: loa.id,
    rejectionReason: loa.status === 'rejected' ? loa.rejectionReason : null,
    // Both parties of the order may open the letter (docs/PRODUCT.md "Documents").
    fileUrl: loaFilePath(loa.id),
  };
}

function toOrder(
  row: OrderRow,
  names: { leaserName: string; monetizerName: string },
  invoiceId: string | null,
  loa: CurrentLoa | null,
  lease: { prefix: string | null; asnNumber: string | number | null; termTax: string | number | null },
): Order {
  return {
    id: row.id,
    status: row.status,
    itemType: row.itemType,
    itemId: row.itemId,
    title: row.title,
    amount: row.amount,
    fee: row.fee,
    period: row.period,
    startDate: row.startDate.toISOString(),
    renewalDate: row.renewalDate.toISOString(),
    autoRenews: row.autoRenews,
    leaserId: row.leaserId,
    leaserName: names.leaserName,
    monetizerId: row.monetizerId,
    monetizerName: names.monetizerName,
    invoiceId,
    // The buyer's own tax; the seller is not shown it (their invoices view is none either).
    termTax: invoiceId === null ? null : Number(lease.termTax ?? 0),
    prefix: lease.prefix,
    asnNumber: lease.asnNumber == null ? null : Number(lease.asnNumber),
    loa: toOrderLoa(row, loa),
    endReason: row.endReason,
    minTermMonths: row.minTermMonths,
    commitmentEndsAt: (
      row.commitmentEndsAt ?? commitmentEndOf(row.startDate, row.minTermMonths)
    ).toISOString(),
    endsAtRenewal: row.endsAtRenewal,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Orders with both parties' names, their newest invoice and their letter: the one shape of the list
 * and of a single order.
 */
function selectOrdersWithParties(db: Executor) {
  return db
    .select({
      order: orders,
      leaserName: leasers.name,
      monetizerName: monetizers.name,
      invoiceId: latestInvoiceId,
      termTax: termTaxColumn,
      loa: currentLoa,
      prefix: leasedPrefixColumn,
      asnNumber: namedAsnNumberColumn,
    })
    .from(orders)
    .innerJoin(leasers, eq(leasers.id, orders.leaserId))
    .innerJoin(monetizers, eq(monetizers.id, orders.monetizerId));
}

/** The user's orders, newest first: as leaser (what they bought) or as monetizer (what they sold). */
export async function listMyOrders(
  db: Database,
  userId: string,
  as: 'leaser' | 'monetizer',
): Promise<Order[]> {
  const rows = await selectOrdersWithParties(db)
    .where(as === 'leaser' ? eq(orders.leaserId, userId) : eq(orders.monetizerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_LIMIT);
  // Invoices belong to the leaser: the seller's view has no invoice link.
  return rows.map((row) => toOrder(row.order, row, as === 'leaser' ? row.invoiceId : null, row.loa, row));
}

export async function getOrderForParty(db: Executor, userId: string, orderId: string): Promise<Order> {
  const [row] = await selectOrdersWithParties(db).where(eq(orders.id, orderId));
  if (!row || (row.order.leaserId !== userId && row.order.monetizerId !== userId)) throw notFound('Order');
  return toOrder(row.order, row, row.order.leaserId === userId ? row.invoiceId : null, row.loa, row);
}

/** One order of a user in either role, for the staff ticket page (docs/PRODUCT.md "Staff tools"). */
export interface UserOrderLine {
  id: string;
  title: string;
  itemType: OrderRow['itemType'];
  status: OrderRow['status'];
  as: 'leaser' | 'monetizer';
  amount: number;
  prefix: string | null;
  createdAt: Date;
}

/** A user's newest orders, bought or sold, with an IP order's prefix, and how many they have in all. */
export async function listRecentOrdersOfUser(
  db: Executor,
  userId: string,
  limit: number,
): Promise<{ orders: UserOrderLine[]; total: number }> {
  const isParty = or(eq(orders.leaserId, userId), eq(orders.monetizerId, userId));
  const rows = await db
    .select({ order: orders, prefix: leasedPrefixColumn })
    .from(orders)
    .where(isParty)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(orders).where(isParty);
  return {
    orders: rows.map(({ order, prefix }) => ({
      id: order.id,
      title: order.title,
      itemType: order.itemType,
      status: order.status,
      as: order.leaserId === userId ? 'leaser' : 'monetizer',
      amount: order.amount,
      prefix,
      createdAt: order.createdAt,
    })),
    total: counted?.total ?? 0,
  };
}

/* ---------- creating an order (checkout, auction wins and Buy Now) ---------- */

/** A new, paid order: what was bought, from whom, for which term, and how it was paid. */
export interface NewOrder {
  buyerId: string;
  sellerId: string;
  amount: number;
  fee: number;
  itemType: OrderRow['itemType'];
  itemId: string;
  listingId: string | null;
  title: string;
  period: OrderRow['period'];
  term: { start: Date; end: Date };
  autoRenews: boolean;
  /** The listing's minimum term in months (docs/PRODUCT.md "Orders"); 1 when it asks for none. */
  minTermMonths?: number;
  /** The buyer's approved ASN named at checkout and its number (IP orders; docs/PRODUCT.md "Delivering a lease"). */
  asn?: { id: string; number: number } | null;
  source: OrderCharge['source'];
  actorId: string | null;
  walletsLocked?: boolean;
  /** The leased prefix its invoice prints (null for a server package). */
  prefix: string | null;
  ifNoBillingDetails: OrderCharge['ifNoBillingDetails'];
  parties?: OrderCharge['parties'];
  /** The order.created audit row's `after`, for a caller that records one (checkout). */
  createdAudit?: Record<string, unknown>;
  /**
   * What the caller writes for the new order (its inventory, notifications), run before the charge:
   * the charge numbers the invoice, and the numbering row is held from then until the commit, so as
   * little as possible comes after it (docs/decisions/261).
   */
  beforeCharge?: (order: OrderRow) => Promise<void>;
}

/**
 * The one place an order is created, inside the caller's transaction (docs/PRODUCT.md "Orders"): the
 * order, paid at once (payment_confirmed), and the charge of its first term (recordOrderCharge). The
 * caller has checked the item and reserves its inventory for the order in `beforeCharge`.
 */
export async function createOrder(
  tx: Executor,
  ctx: AppContext,
  input: NewOrder,
): Promise<{ order: OrderRow; invoiceId: string }> {
  const { start, end } = input.term;
  const [order] = await tx
    .insert(orders)
    .values({
      leaserId: input.buyerId,
      monetizerId: input.sellerId,
      status: 'payment_confirmed',
      amount: input.amount,
      fee: input.fee,
      itemType: input.itemType,
      itemId: input.itemId,
      listingId: input.listingId,
      title: input.title,
      period: input.period,
      startDate: start,
      renewalDate: end,
      autoRenews: input.autoRenews,
      minTermMonths: input.minTermMonths ?? 1,
      commitmentEndsAt: commitmentEndOf(start, input.minTermMonths ?? 1),
      asnId: input.asn?.id ?? null,
      asnNumber: input.asn?.number ?? null,
      createdAt: start,
      updatedAt: start,
    })
    .returning();
  await input.beforeCharge?.(order!);
  const { invoiceId } = await recordOrderCharge(tx, ctx, {
    order: order!,
    type: 'order',
    periodStart: start,
    periodEnd: end,
    source: input.source,
    actorId: input.actorId,
    walletsLocked: input.walletsLocked,
    prefix: input.prefix,
    ifNoBillingDetails: input.ifNoBillingDetails,
    parties: input.parties,
    alsoAudit: input.createdAudit
      ? [
          {
            actorId: input.actorId,
            action: 'order.created',
            targetType: 'order',
            targetId: order!.id,
            after: input.createdAudit,
          },
        ]
      : [],
  });
  return { order: order!, invoiceId };
}

export async function setAutoRenew(ctx: AppContext, leaserId: string, orderId: string, autoRenews: boolean) {
  const [row] = await ctx.db
    .update(orders)
    .set({ autoRenews, updatedAt: ctx.clock.now() })
    .where(and(eq(orders.id, orderId), eq(orders.leaserId, leaserId)))
    .returning({ id: orders.id });
  if (!row) throw notFound('Order');
  return getOrderForParty(ctx.db, leaserId, orderId);
}
