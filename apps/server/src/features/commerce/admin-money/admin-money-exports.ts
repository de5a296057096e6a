import type { z } from 'zod';
import type { adminMoneyQuerySchema, AdminMoneyTab } from '@netlease/shared/money';
import type { Database } from '../../../platform/db/database';
import {
  exportTab,
  invoicesTab,
  ordersTab,
  paymentsTab,
  payoutsTab,
  transactionsTab,
  type AdminTab,
} from './admin-money.queries';

/** Amounts in the CSV files are dollars with two decimals, as a spreadsheet user reads them. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

type CsvCell = string | number | boolean | null;

/** A tab's CSV export: its file name, header, and the rows for a filter. */
export interface AdminMoneyCsv {
  fileName: string;
  header: string[];
  findRows: (
    db: Database,
    query: z.output<typeof adminMoneyQuerySchema>,
    limit: number,
  ) => Promise<CsvCell[][]>;
}

function csvExport<T>(
  fileName: string,
  tab: AdminTab<T>,
  columns: Array<[header: string, cell: (row: T) => CsvCell]>,
): AdminMoneyCsv {
  return {
    fileName,
    header: columns.map(([header]) => header),
    findRows: async (db, query, limit) =>
      (await exportTab(tab)(db, query, limit)).map((row) => columns.map(([, cell]) => cell(row))),
  };
}

/**
 * The CSV export of each tab (docs/decisions/095). Payout account details stay out of the file: an export is
 * for bookkeeping, and a spreadsheet travels further than the admin page.
 */
export const ADMIN_MONEY_EXPORTS: Record<AdminMoneyTab, AdminMoneyCsv> = {
  payouts: csvExport('admin-payouts.csv', payoutsTab, [
    ['id', (row) => row.id],
    ['requested_at', (row) => row.requestedAt],
    ['user_name', (row) => row.userName],
    ['user_email', (row) => row.userEmail],
    ['amount_usd', (row) => dollars(row.amount)],
    ['method', (row) => row.method],
    ['status', (row) => row.status],
    ['reviewed_at', (row) => row.reviewedAt],
    ['paid_at', (row) => row.paidAt],
    ['rejection_reason', (row) => row.rejectionReason],
  ]),
  orders: csvExport('admin-orders.csv', ordersTab, [
    ['id', (row) => row.id],
    ['created_at', (row) => row.createdAt],
    ['status', (row) => row.status],
    ['item_type', (row) => row.itemType],
    ['title', (row) => row.title],
    ['leaser_email', (row) => row.leaserEmail],
    ['monetizer_email', (row) => row.monetizerEmail],
    ['prefix', (row) => row.prefix],
    ['asn', (row) => row.asnNumber],
    ['amount_usd', (row) => dollars(row.amount)],
    ['fee_usd', (row) => dollars(row.fee)],
    ['total_usd', (row) => dollars(row.amount + row.fee)],
    ['start_date', (row) => row.startDate],
    ['renewal_date', (row) => row.renewalDate],
    ['auto_renews', (row) => row.autoRenews],
  ]),
  invoices: csvExport('admin-invoices.csv', invoicesTab, [
    ['invoice_number', (row) => row.invoiceNumber],
    ['id', (row) => row.id],
    ['created_at', (row) => row.createdAt],
    ['title', (row) => row.title],
    ['user_name', (row) => row.userName],
    ['user_email', (row) => row.userEmail],
    ['amount_usd', (row) => dollars(row.amount)],
    ['status', (row) => row.status],
    ['due_date', (row) => row.dueDate],
    ['paid_at', (row) => row.paidAt],
    ['order_id', (row) => row.orderId],
  ]),
  transactions: csvExport('admin-transactions.csv', transactionsTab, [
    ['id', (row) => row.id],
    ['created_at', (row) => row.createdAt],
    ['user_name', (row) => row.userName],
    ['user_email', (row) => row.userEmail],
    ['type', (row) => row.type],
    ['status', (row) => row.status],
    ['amount_usd', (row) => dollars(row.amount)],
    ['description', (row) => row.description],
    ['order_id', (row) => row.orderId],
  ]),
  payments: csvExport('admin-payments.csv', paymentsTab, [
    ['id', (row) => row.id],
    ['created_at', (row) => row.createdAt],
    ['user_name', (row) => row.userName],
    ['user_email', (row) => row.userEmail],
    ['gateway', (row) => row.gateway],
    ['type', (row) => row.type],
    ['amount_usd', (row) => dollars(row.amount)],
    ['status', (row) => row.status],
    ['card_last4', (row) => row.cardLast4],
    ['transaction_id', (row) => row.transactionId],
    ['failure_reason', (row) => row.failureReason],
    ['order_id', (row) => row.orderId],
  ]),
};
