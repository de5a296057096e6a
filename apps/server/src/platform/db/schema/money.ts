import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  cidr,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ipBlocks } from './catalog';

// Mirrors migrations/0200_money.sql and 0201_money_ip_leases.sql (the SQL is the source of truth for constraints).
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const ledgerAccounts = pgTable('ledger_accounts', {
  code: text('code').primaryKey(),
  kind: text('kind', {
    enum: ['wallet_available', 'wallet_on_hold', 'platform_fees', 'gateway_clearing', 'payouts_clearing'],
  }).notNull(),
  userId: uuid('user_id').references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const wallets = pgTable('wallets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  balance: cents('balance').notNull().default(0),
  onHoldBalance: cents('on_hold_balance').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const ledgerJournals = pgTable('ledger_journals', {
  id: id(),
  kind: text('kind').notNull(),
  referenceType: text('reference_type').notNull(),
  referenceId: uuid('reference_id').notNull(),
  actorId: uuid('actor_id').references(() => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
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
  createdAt: at('created_at').notNull().defaultNow(),
});

export const transactions = pgTable('transactions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  toWalletId: uuid('to_wallet_id').references(() => wallets.id),
  toWalletType: text('to_wallet_type', { enum: ['available', 'on_hold'] }),
  fromWalletType: text('from_wallet_type', { enum: ['available', 'on_hold'] }),
  type: text('type', {
    enum: ['deposit', 'escrow_release', 'escrow_refund', 'withdrawal', 'escrow_lock', 'fee', 'payout'],
  }).notNull(),
  status: text('status', { enum: ['completed', 'pending', 'on_hold', 'failed'] }).notNull(),
  amount: cents('amount').notNull(),
  description: text('description').notNull(),
  journalId: uuid('journal_id').references(() => ledgerJournals.id),
  orderId: uuid('order_id'),
  paymentId: uuid('payment_id'),
  payoutId: uuid('payout_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  gateway: text('gateway').notNull(),
  type: text('type', { enum: ['deposit', 'order', 'renewal', 'refund'] }).notNull(),
  amount: cents('amount').notNull(),
  status: text('status', { enum: ['pending', 'success', 'failed'] })
    .notNull()
    .default('pending'),
  transactionId: text('transaction_id'),
  orderId: uuid('order_id'),
  /** For a refund to a card: the payment it gives back (migrations/0910_payment_intents.sql). */
  refundOf: uuid('refund_of'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failureReason: text('failure_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A card payment in two phases (migrations/0910_payment_intents.sql, platform/payments/card-payments.ts). */
export const paymentIntents = pgTable('payment_intents', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['order', 'deposit'] }).notNull(),
  gateway: text('gateway').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status', {
    enum: ['pending', 'succeeded', 'declined', 'refund_pending', 'refunded', 'abandoned'],
  })
    .notNull()
    .default('pending'),
  request: jsonb('request').notNull(),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
  chargeId: text('charge_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failureReason: text('failure_reason'),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const payouts = pgTable('payouts', {
  id: id(),
  monetizerId: uuid('monetizer_id')
    .notNull()
    .references(() => users.id),
  amount: cents('amount').notNull(),
  method: text('method', { enum: ['bank', 'crypto', 'paypal'] }).notNull(),
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['requested', 'approved', 'paid', 'rejected'] })
    .notNull()
    .default('requested'),
  transactionId: uuid('transaction_id'),
  requestedAt: at('requested_at').notNull().defaultNow(),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
  reviewedAt: at('reviewed_at'),
  paidAt: at('paid_at'),
  rejectionReason: text('rejection_reason'),
});

export const orders = pgTable('orders', {
  id: id(),
  leaserId: uuid('leaser_id')
    .notNull()
    .references(() => users.id),
  monetizerId: uuid('monetizer_id')
    .notNull()
    .references(() => users.id),
  asnId: uuid('asn_id'),
  status: text('status', {
    enum: [
      'pending_payment',
      'payment_confirmed',
      'provisioning',
      'active',
      'completed',
      'cancelled',
      'dispute',
      'suspended',
    ],
  }).notNull(),
  amount: cents('amount').notNull(),
  fee: cents('fee').notNull().default(0),
  itemType: text('item_type', { enum: ['ip_subnet', 'server_package'] }).notNull(),
  itemId: uuid('item_id').notNull(),
  listingId: uuid('listing_id'),
  title: text('title').notNull(),
  period: text('period', { enum: ['month', 'quarter', 'year'] }).notNull(),
  startDate: at('start_date').notNull(),
  renewalDate: at('renewal_date').notNull(),
  autoRenews: boolean('auto_renews').notNull().default(false),
  activatedAt: at('activated_at'),
  endedAt: at('ended_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const invoices = pgTable('invoices', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  orderId: uuid('order_id').references(() => orders.id),
  invoiceNumber: bigint('invoice_number', { mode: 'number' })
    .notNull()
    .unique()
    .default(sql`nextval('invoice_number_seq')`),
  title: text('title').notNull(),
  subtotal: cents('subtotal').notNull(),
  fee: cents('fee').notNull().default(0),
  amount: cents('amount').notNull(),
  status: text('status', { enum: ['paid', 'pending', 'overdue', 'cancelled'] }).notNull(),
  periodStart: at('period_start'),
  periodEnd: at('period_end'),
  dueDate: at('due_date').notNull(),
  paidAt: at('paid_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const walletHolds = pgTable('wallet_holds', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  amount: cents('amount').notNull(),
  releaseAt: at('release_at').notNull(),
  status: text('status', { enum: ['held', 'released', 'reversed'] })
    .notNull()
    .default('held'),
  transactionId: uuid('transaction_id').references(() => transactions.id),
  settledAt: at('settled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** tstzrange, read and written as its text form; queries on terms are raw SQL. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const orderIpLeases = pgTable('order_ip_leases', {
  id: id(),
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
  createdAt: at('created_at').notNull().defaultNow(),
});
