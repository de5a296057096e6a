import { asIssue } from './messages';
import { z } from 'zod';
import { GATEWAYS, PAYMENT_MESSAGES, cardInputSchema } from './payments';
import { MAX_QUERY_PAGE, boundedIntQuery, isoDateQuery } from './query-params';
import { adminListPageSchema, messageShape } from './replies';
import { multiLineText, singleLineText } from './text';
import {
  MAX_MOVEMENT_CENTS,
  MONEY_MESSAGES,
  TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
} from './wallet-constants';

// The fees live in money-constants.ts (no zod), for pages that only show them.
export { CHECKOUT_FEE_CENTS, DEPOSIT_FEE_CENTS } from './money-constants';
export * from './wallet-constants';

export const WALLET_SIDES = ['available', 'on_hold'] as const;

export const walletSchema = z.object({
  balance: z.number().int(),
  onHoldBalance: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  description: z.string(),
  toWalletType: z.enum(WALLET_SIDES).nullable(),
  fromWalletType: z.enum(WALLET_SIDES).nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** Amounts travel as integer cents; the forms turn typed dollars into cents (parseDollarsToCents). */
export const depositAmountSchema = z
  .number(asIssue(MONEY_MESSAGES.invalidDepositAmount))
  .int(asIssue(MONEY_MESSAGES.invalidDepositAmount))
  .min(1, asIssue(MONEY_MESSAGES.invalidDepositAmount))
  .max(MAX_MOVEMENT_CENTS, asIssue(MONEY_MESSAGES.invalidDepositAmount));

export const PAYOUT_METHODS = ['bank', 'crypto', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank: 'Bank Transfer',
  crypto: 'Crypto',
  paypal: 'PayPal',
};
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout's amount in integer cents, refused with the payouts' own 'Invalid Amount' description. */
export const payoutAmountSchema = z
  .number(asIssue(MONEY_MESSAGES.invalidPayoutAmount))
  .int(asIssue(MONEY_MESSAGES.invalidPayoutAmount))
  .min(1, asIssue(MONEY_MESSAGES.invalidPayoutAmount))
  .max(MAX_MOVEMENT_CENTS, asIssue(MONEY_MESSAGES.invalidPayoutAmount));

/**
 * The amount and the method are checked here, and the method's details by `checkPayoutDetails`
 * (payout-details.ts), which names the refused field.
 */
export const payoutRequestSchema = z.object({
  amountCents: payoutAmountSchema,
  method: z.enum(PAYOUT_METHODS, asIssue(MONEY_MESSAGES.payoutMethodRequired)),
  details: z.record(z.string(), z.string().max(200).check(singleLineText('payout detail'))).default({}),
});
export type PayoutRequestInput = z.input<typeof payoutRequestSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  details: z.record(z.string(), z.string()),
  status: z.enum(PAYOUT_STATUSES),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** What the admin typed when marking it paid: the transfer's reference (docs/PRODUCT.md "Payouts"). */
  paymentReference: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const depositInputSchema = z.object({
  amountCents: depositAmountSchema,
  gateway: z.enum(GATEWAYS, asIssue(PAYMENT_MESSAGES.paymentMethodRequired)),
  card: cardInputSchema.optional(),
});
export type DepositInput = z.input<typeof depositInputSchema>;

export const depositResultSchema = z.object({
  title: z.string(),
  message: z.string(),
  paymentId: z.string(),
  transactionId: z.string(),
  wallet: walletSchema,
});
export type DepositResult = z.infer<typeof depositResultSchema>;

/* ---------- admin tabs: payouts, orders, invoices, transactions, payments ---------- */
// docs/PRODUCT.md "Admin panel"

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_MONEY_TABS = ['payouts', 'orders', 'invoices', 'transactions', 'payments'] as const;
export type AdminMoneyTab = (typeof ADMIN_MONEY_TABS)[number];

/**
 * Filters every admin money tab (and its CSV export) takes; `status` is checked against the tab's own
 * statuses. Dates and numbers are strict (query-params.ts): '2026-02-30' is a 400, never a 500.
 */
export const adminMoneyQuerySchema = z.object({
  status: z.string().trim().max(40).check(singleLineText('status')).optional(),
  email: z.string().trim().max(254).check(singleLineText('email')).optional(),
  from: isoDateQuery().optional(),
  to: isoDateQuery().optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
  pageSize: boundedIntQuery(1, 100).default(25),
});
export type AdminMoneyQuery = z.input<typeof adminMoneyQuerySchema>;

export const adminPayoutSchema = payoutSchema.extend({ userName: z.string(), userEmail: z.string() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminTransactionSchema = transactionSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  type: z.string(),
  amount: z.number().int(),
  status: z.string(),
  transactionId: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  orderId: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.number().int(),
  orderId: z.string().nullable(),
  title: z.string(),
  amount: z.number().int(),
  status: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  createdAt: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  itemType: z.string(),
  title: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  leaserEmail: z.string(),
  monetizerEmail: z.string(),
  /** The leased prefix and the buyer's ASN of an IP order (docs/PRODUCT.md "Delivering a lease"). */
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  startDate: z.string(),
  renewalDate: z.string(),
  autoRenews: z.boolean(),
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const rejectPayoutInputSchema = z.object({
  reason: z.string().trim().min(1, 'Reason required').max(500).check(multiLineText('reason')),
});

/** POST /api/admin/payouts/:id/mark-paid: the reference of the transfer (docs/PRODUCT.md "Payouts"). */
export const markPayoutPaidInputSchema = z.object({
  reference: z
    .string(asIssue(MONEY_MESSAGES.paymentReferenceRequired))
    .trim()
    .min(1, asIssue(MONEY_MESSAGES.paymentReferenceRequired))
    .max(120)
    .check(singleLineText('payment reference')),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidInputSchema>;

/** Why a sale's hold has not been released yet, beyond its date (docs/PRODUCT.md "Wallet"). */
export const SALE_HOLD_WAITS = ['date', 'activation', 'claim'] as const;

/** One sale's money on hold: its amount, the order it comes from and when it becomes available. */
export const saleHoldSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderTitle: z.string(),
  amount: z.number().int(),
  /** The later of the 30-day date and the end of the order's claim window. */
  releaseAt: z.string(),
  waitsFor: z.enum(SALE_HOLD_WAITS),
});
export type SaleHold = z.infer<typeof saleHoldSchema>;

/** GET /api/payouts/balance: the seller's money view (docs/PRODUCT.md "Payouts"). */
export const sellerMoneySchema = z.object({
  /** Can be paid out now: the wallet's available balance. */
  available: z.number().int(),
  /** The wallet's whole on-hold balance: the sale holds plus what the caller's leading bids hold. */
  onHold: z.number().int(),
  saleHolds: z.array(saleHoldSchema),
  /** Held for the caller's own leading bids (docs/PRODUCT.md "Auctions"), not from sales. */
  bidHolds: z.number().int(),
  /** Every sale's share ever credited, on hold or released, less what refunds took back. */
  lifetimeEarnings: z.number().int(),
  /** Already sent to the seller by paid payouts. */
  paidOut: z.number().int(),
});
export type SellerMoney = z.infer<typeof sellerMoneySchema>;

/** GET /api/wallet/transactions: the opaque cursor of the next page. */
export const transactionPageQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** GET /api/payouts. */
export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });
export type PayoutList = z.infer<typeof payoutListSchema>;

/** POST /api/payouts (201) and the admin's payout actions: the payout as it is now and the toast. */
export const payoutReplySchema = z.object({ payout: payoutSchema, ...messageShape });
export type PayoutReply = z.infer<typeof payoutReplySchema>;

/** The pages of the /admin money tabs (GET /api/admin/payouts, orders, invoices, transactions, payments). */
export const adminPayoutPageSchema = adminListPageSchema(adminPayoutSchema);
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>;
export const adminOrderPageSchema = adminListPageSchema(adminOrderSchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
export const adminInvoicePageSchema = adminListPageSchema(adminInvoiceSchema);
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;
export const adminTransactionPageSchema = adminListPageSchema(adminTransactionSchema);
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;
export const adminPaymentPageSchema = adminListPageSchema(adminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;
