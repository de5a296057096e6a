import type { z } from 'zod';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseMarketplaceSearch } from '@netlease/shared/marketplace';
import { dayEndExclusive, dayStart } from '@netlease/shared/query-params';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import {
  PAYOUT_STATUSES,
  TRANSACTION_STATUSES,
  type adminMoneyQuerySchema,
  type AdminInvoice,
  type AdminOrder,
  type AdminPayment,
  type AdminPayout,
  type AdminTransaction,
} from '@netlease/shared/money';
import { INVOICE_STATUSES, ORDER_STATUSES } from '@netlease/shared/orders';
import { PAYMENT_STATUSES } from '@netlease/shared/payments';
import type { Database } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { users } from '../../../platform/db/schema/platform/index';
import {
  invoices,
  orders,
  payouts,
  transactions,
  payments,
} from '../../../platform/db/schema/commerce/index';
import { leasedPrefixColumn, namedAsnNumberColumn } from '../orders/orders.service';
import { toPayout } from '../payouts/payouts.service';
import { toWalletTransaction } from '../wallet/wallet.service';

interface Filters {
  status?: string;
  email?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The WHERE conditions shared by every tab; an unknown status matches nothing rather than everything. */
function buildConditions(
  filters: Filters,
  columns: { status: PgColumn; createdAt: PgColumn; emails: PgColumn[] },
  statuses: readonly string[],
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.status) {
    conditions.push(
      statuses.includes(filters.status) ? eq(columns.status, filters.status) : eq(columns.status, '__none__'),
    );
  }
  if (filters.email)
    conditions.push(or(...columns.emails.map((column) => ilike(column, containing(filters.email!)))));
  if (filters.from) conditions.push(gte(columns.createdAt, dayStart(filters.from)));
  // The "to" day is inclusive: everything before the next midnight (no bound after 9999-12-31).
  const end = filters.to ? dayEndExclusive(filters.to) : undefined;
  if (end) conditions.push(lt(columns.createdAt, end));
  return and(...conditions);
}

/**
 * One admin money tab: its WHERE conditions, a count, and a window of rows. The paged list and the
 * CSV export share it, so an export holds exactly the rows the same filters show (docs/PRODUCT.md
 * "Admin panel").
 */
export interface AdminTab<T> {
  where: (filters: Filters) => SQL | undefined;
  count: (db: Database, where: SQL | undefined) => Promise<Array<{ total: number }>>;
  rows: (db: Database, where: SQL | undefined, limit: number, offset: number) => Promise<T[]>;
}

function listTab<T>(tab: AdminTab<T>) {
  return async (db: Database, query: z.output<typeof adminMoneyQuerySchema>) => {
    const where = tab.where(query);
    return readPage(
      query,
      ({ limit, offset }) => tab.rows(db, where, limit, offset),
      () => tab.count(db, where),
    );
  };
}

/** Every row the filters match (paging aside), newest first, at most `limit`. */
export function exportTab<T>(tab: AdminTab<T>) {
  return (db: Database, query: z.output<typeof adminMoneyQuerySchema>, limit: number) =>
    tab.rows(db, tab.where(query), limit, 0);
}

export const payoutsTab: AdminTab<AdminPayout> = {
  where: (filters) =>
    buildConditions(
      filters,
      { status: payouts.status, createdAt: payouts.requestedAt, emails: [users.email] },
      PAYOUT_STATUSES,
    ),
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.monetizerId))
      .where(where),
  rows: async (db, where, limit, offset) =>
    (
      await db
        .select({ payout: payouts, userName: users.name, userEmail: users.email })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.monetizerId))
        .where(where)
        .orderBy(desc(payouts.requestedAt), desc(payouts.id))
        .limit(limit)
        .offset(offset)
    ).map((row) => ({ ...toPayout(row.payout), userName: row.userName, userEmail: row.userEmail })),
};

export const transactionsTab: AdminTab<AdminTransaction> = {
  where: (filters) =>
    buildConditions(
      filters,
      { status: transactions.status, createdAt: transactions.createdAt, emails: [users.email] },
      TRANSACTION_STATUSES,
    ),
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .where(where),
  rows: async (db, where, limit, offset) =>
    (
      await db
        .select({ row: transactions, userName: users.name, userEmail: users.email })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .where(where)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(limit)
        .offset(offset)
    ).map((row) => ({ ...toWalletTransaction(row.row), userName: row.userName, userEmail: row.userEmail })),
};

export const paymentsTab: AdminTab<AdminPayment> = {
  where: (filters) =>
    buildConditions(
      filters,
      { status: payments.status, createdAt: payments.createdAt, emails: [users.email] },
      PAYMENT_STATUSES,
    ),
  count: (db, where) =>
    db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  rows: async (db, where, limit, offset) =>
    (
      await db
        .select({ row: payments, userName: users.name, userEmail: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset)
    ).map(({ row, userName, userEmail }) => ({
      id: row.id,
      gateway: row.gateway,
      type: row.type,
      amount: row.amount,
      status: row.status,
      transactionId: row.transactionId,
      cardLast4: row.cardLast4,
      failureReason: row.failureReason,
      orderId: row.orderId,
      userName,
      userEmail,
      createdAt: row.createdAt.toISOString(),
    })),
};

export const invoicesTab: AdminTab<AdminInvoice> = {
  where: (filters) =>
    buildConditions(
      filters,
      { status: invoices.status, createdAt: invoices.createdAt, emails: [users.email] },
      INVOICE_STATUSES,
    ),
  count: (db, where) =>
    db.select({ total: count() }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(where),
  rows: async (db, where, limit, offset) =>
    (
      await db
        .select({ row: invoices, userName: users.name, userEmail: users.email })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
        .limit(limit)
        .offset(offset)
    ).map(({ row, userName, userEmail }) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      orderId: row.orderId,
      title: row.title,
      amount: row.amount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      dueDate: row.dueDate.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      userName,
      userEmail,
    })),
};

const leasers = alias(users, 'leasers');
const monetizers = alias(users, 'monetizers');

/**
 * The orders tab's search box takes an email or an address or network (docs/PRODUCT.md "Delivering a
 * lease"): an address finds the IP orders whose leased prefix contains it or lies inside it.
 */
function orderConditions(filters: Filters): SQL | undefined {
  const search = filters.email ? parseMarketplaceSearch(filters.email) : null;
  const isAddress = search !== null && search.ranges.length > 0 && search.text === '';
  const conditions = buildConditions(
    isAddress ? { ...filters, email: undefined } : filters,
    { status: orders.status, createdAt: orders.createdAt, emails: [leasers.email, monetizers.email] },
    ORDER_STATUSES,
  );
  if (!isAddress) return conditions;
  const ranges = sql.join(
    search.ranges.map((range) => sql`${range}::cidr`),
    sql`, `,
  );
  return and(
    conditions,
    sql`EXISTS (SELECT 1 FROM order_ip_leases l WHERE l.order_id = ${orders.id} AND l.cidr && ANY(ARRAY[${ranges}]))`,
  );
}

export const ordersTab: AdminTab<AdminOrder> = {
  where: orderConditions,
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(leasers, eq(leasers.id, orders.leaserId))
      .innerJoin(monetizers, eq(monetizers.id, orders.monetizerId))
      .where(where),
  rows: async (db, where, limit, offset) =>
    (
      await db
        .select({
          row: orders,
          leaserEmail: leasers.email,
          monetizerEmail: monetizers.email,
          prefix: leasedPrefixColumn,
          asnNumber: namedAsnNumberColumn,
        })
        .from(orders)
        .innerJoin(leasers, eq(leasers.id, orders.leaserId))
        .innerJoin(monetizers, eq(monetizers.id, orders.monetizerId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset)
    ).map(({ row, leaserEmail, monetizerEmail, prefix, asnNumber }) => ({
      id: row.id,
      status: row.status,
      itemType: row.itemType,
      title: row.title,
      amount: row.amount,
      fee: row.fee,
      leaserEmail,
      monetizerEmail,
      prefix,
      asnNumber: asnNumber == null ? null : Number(asnNumber),
      startDate: row.startDate.toISOString(),
      renewalDate: row.renewalDate.toISOString(),
      autoRenews: row.autoRenews,
      createdAt: row.createdAt.toISOString(),
    })),
};

export const listAdminPayouts = listTab(payoutsTab);
export const listAdminTransactions = listTab(transactionsTab);
export const listAdminPayments = listTab(paymentsTab);
export const listAdminInvoices = listTab(invoicesTab);
export const listAdminOrders = listTab(ordersTab);
