import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  cidr,
  customType,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@netlease/shared/invoicing';
import { TRANSACTION_TYPES } from '@netlease/shared/money';
import { INVOICE_STATUSES, LEASE_PERIODS, ORDER_ITEM_TYPES, ORDER_STATUSES } from '@netlease/shared/orders';
import { userReference } from '../platform/users';
import { ipBlocks } from '../catalog/catalog';
import {
  cents,
  createdAtColumn,
  statusColumn,
  timestamps,
  timestamptz,
  uuidPrimaryKey,
} from '../shared-columns';

// Mirrors migrations/0200_money.sql and 0201_money_ip_leases.sql (the SQL is the source of truth for constraints).

export const ledgerAccounts = pgTable('ledger_accounts', {
  code: text('code').primaryKey(),
  kind: text('kind', {
    enum: [
      'wallet_available',
      'wallet_on_hold',
      'platform_fees',
      'gateway_clearing',
      'payouts_clearing',
      'tax_payable',
    ],
  }).notNull(),
  userId: userReference('user_id'),
  createdAt: createdAtColumn(),
});

export const wallets = pgTable('wallets', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull().unique(),
  balance: cents('balance').notNull().default(0),
  onHoldBalance: cents('on_hold_balance').notNull().default(0),
  ...timestamps(),
});

export const ledgerJournals = pgTable('ledger_journals', {
  id: uuidPrimaryKey(),
  kind: text('kind').notNull(),
  referenceType: text('reference_type').notNull(),
  referenceId: uuid('reference_id').notNull(),
  actorId: userReference('actor_id'),
  createdAt: createdAtColumn(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  journalId: uuid('journal_id')
    .notNull()
    .references(() => ledgerJournals.id),
  accountCode: text('account_code')
    .notNull()
    .references(() => ledgerAccounts.code),
  amount: cents('amount').notNull(),
  createdAt: createdAtColumn(),
});

export const transactions = pgTable('transactions', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull(),
  toWalletId: uuid('to_wallet_id').references(() => wallets.id),
  toWalletType: text('to_wallet_type', { enum: ['available', 'on_hold'] }),
  fromWalletType: text('from_wallet_type', { enum: ['available', 'on_hold'] }),
  type: text('type', {
    enum: TRANSACTION_TYPES,
  }).notNull(),
  status: text('status', { enum: ['completed', 'pending', 'on_hold', 'failed'] }).notNull(),
  amount: cents('amount').notNull(),
  description: text('description').notNull(),
  journalId: uuid('journal_id').references(() => ledgerJournals.id),
  orderId: uuid('order_id'),
  paymentId: uuid('payment_id'),
  payoutId: uuid('payout_id'),
  ...timestamps(),
});

export const payouts = pgTable('payouts', {
  id: uuidPrimaryKey(),
  monetizerId: userReference('monetizer_id').notNull(),
  amount: cents('amount').notNull(),
  method: text('method', { enum: ['bank', 'crypto', 'paypal'] }).notNull(),
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  status: statusColumn(['requested', 'approved', 'paid', 'rejected'], 'requested'),
  transactionId: uuid('transaction_id'),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  reviewedBy: userReference('reviewed_by'),
  reviewedAt: timestamptz('reviewed_at'),
  paidAt: timestamptz('paid_at'),
  rejectionReason: text('rejection_reason'),
  /** migrations/2060_payout_payment_reference.sql */
  paymentReference: text('payment_reference'),
});

export const orders = pgTable('orders', {
  id: uuidPrimaryKey(),
  leaserId: userReference('leaser_id').notNull(),
  monetizerId: userReference('monetizer_id').notNull(),
  asnId: uuid('asn_id'),
  /** The AS number of `asnId` as the buyer named it (migrations/2140_order_asn_number.sql). */
  asnNumber: bigint('asn_number', { mode: 'number' }),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  amount: cents('amount').notNull(),
  fee: cents('fee').notNull().default(0),
  itemType: text('item_type', { enum: ORDER_ITEM_TYPES }).notNull(),
  itemId: uuid('item_id').notNull(),
  listingId: uuid('listing_id'),
  title: text('title').notNull(),
  period: text('period', { enum: LEASE_PERIODS }).notNull(),
  startDate: timestamptz('start_date').notNull(),
  renewalDate: timestamptz('renewal_date').notNull(),
  autoRenews: boolean('auto_renews').notNull().default(false),
  activatedAt: timestamptz('activated_at'),
  endedAt: timestamptz('ended_at'),
  /** Why a party cancelled or disputed, for the other party (migrations/1950_lease_delivery.sql). */
  endReason: text('end_reason'),
  /** The end of the claim window that activation opens (docs/PRODUCT.md "Delivering a lease"). */
  claimUntil: timestamptz('claim_until'),
  /** The lease terms it was bought with (migrations/2100_lease_terms.sql, docs/PRODUCT.md "Orders"). */
  minTermMonths: smallint('min_term_months').notNull().default(1),
  /** Start + minimum term; null only on orders written before lease terms existed. */
  commitmentEndsAt: timestamptz('commitment_ends_at'),
  /** The buyer scheduled "End at next renewal": the renewal job completes it instead of renewing. */
  endsAtRenewal: boolean('ends_at_renewal').notNull().default(false),
  ...timestamps(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    userId: userReference('user_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** Sequential without gaps per issuer (migrations/2070_invoices_of_record.sql); '' before issuers. */
    issuerKey: text('issuer_key').notNull().default(''),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    subtotal: cents('subtotal').notNull(),
    fee: cents('fee').notNull().default(0),
    tax: cents('tax').notNull().default(0),
    amount: cents('amount').notNull(),
    /** Everything printed, as issued (docs/PRODUCT.md "Invoices"); null on invoices issued before 2070. */
    document: jsonb('document').$type<InvoiceDocument>(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    dueDate: timestamptz('due_date').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [unique('invoices_issuer_number_key').on(table.issuerKey, table.invoiceNumber)],
);

/** A refund's credit against one invoice, with its own number (docs/PRODUCT.md "Invoices"). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuidPrimaryKey(),
    issuerKey: text('issuer_key').notNull(),
    creditNoteNumber: bigint('credit_note_number', { mode: 'number' }).notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: userReference('user_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason').notNull(),
    net: cents('net').notNull(),
    tax: cents('tax').notNull(),
    amount: cents('amount').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [unique('credit_notes_issuer_number_key').on(table.issuerKey, table.creditNoteNumber)],
);

/**
 * Each issued document's mail to its buyer: queued by a trigger when the document is issued, claimed
 * by one run of the mailing job for a while, marked when sent (migrations/2080_document_mailings.sql,
 * 2200_document_mailing_queue.sql, 2220_document_mailing_claims.sql).
 */
export const documentMailings = pgTable('document_mailings', {
  documentId: uuid('document_id').primaryKey(),
  kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
  issuedAt: timestamptz('issued_at').notNull(),
  /** Null until the mail is sent. */
  mailedAt: timestamptz('mailed_at'),
  /** Until when a run of the mailing job holds the unsent mail; after that any run may take it. */
  claimedUntil: timestamptz('claimed_until'),
  /** The addresses the mail has reached so far; a later run sends only to the others. */
  mailedTo: text('mailed_to')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/** The last number given per issuer and kind of document. */
export const documentNumberSeries = pgTable(
  'document_number_series',
  {
    issuerKey: text('issuer_key').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuerKey, table.kind] })],
);

export const walletHolds = pgTable('wallet_holds', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  amount: cents('amount').notNull(),
  releaseAt: timestamptz('release_at').notNull(),
  status: statusColumn(['held', 'released', 'reversed'], 'held'),
  invoiceId: uuid('invoice_id').references(() => invoices.id),
  transactionId: uuid('transaction_id').references(() => transactions.id),
  settledAt: timestamptz('settled_at'),
  createdAt: createdAtColumn(),
});

/** tstzrange, read and written as its text form; queries on terms are raw SQL. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const orderIpLeases = pgTable('order_ip_leases', {
  id: uuidPrimaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  ipBlockId: uuid('ip_block_id')
    .notNull()
    .references(() => ipBlocks.id),
  cidr: cidr('cidr').notNull(),
  subnetIds: uuid('subnet_ids').array().notNull(),
  term: tstzrange('term').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAtColumn(),
  /** Suspended over abuse (docs/PRODUCT.md "Abuse"): only this lease, never the account. */
  abuseSuspendedAt: timestamptz('abuse_suspended_at'),
  /** The case it was suspended for; abuse_cases.id (migration 2110), not declared here to keep money below trust. */
  abuseSuspensionCaseId: uuid('abuse_suspension_case_id'),
});
