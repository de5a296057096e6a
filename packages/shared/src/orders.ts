import { asIssue, type Message, message } from './messages';
import { z } from 'zod';
import { taxQuoteSchema } from './invoicing';
import { CHECKOUT_FEE_CENTS } from './money';
import { GATEWAYS, PAYMENT_MESSAGES, cardInputSchema } from './payments';
import { LOA_MESSAGES, orderLoaSchema } from './loas';
import { messageShape } from './replies';
import { REPUTATION_BANDS } from './reputation';
import { formatCents } from './format';
import { LEASE_TERM_MESSAGES, PERIOD_MONTHS, addMonths } from './lease-terms';

/** docs/PRODUCT.md "Orders". */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_confirmed',
  'provisioning',
  'active',
  'completed',
  'cancelled',
  'dispute',
  'suspended',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_ITEM_TYPES = ['ip_subnet', 'server_package'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
export const INVOICE_STATUSES = ['paid', 'pending', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const LEASE_PERIODS = ['month', 'quarter', 'year'] as const;
export type LeasePeriod = (typeof LEASE_PERIODS)[number];

/** Statuses the seller moves an order through (docs/decisions/010-order-lifecycle.md). */
export const SELLER_TRANSITIONS: Partial<Record<OrderStatus, OrderStatus>> = {
  payment_confirmed: 'provisioning',
  provisioning: 'active',
};
/** Before activation an order can be cancelled or disputed, which refunds the buyer. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['payment_confirmed', 'provisioning'];

export const CHECKOUT_ITEM_TYPES = ['ip', 'server'] as const;
export type CheckoutItemType = (typeof CHECKOUT_ITEM_TYPES)[number];
export const PAYMENT_METHODS = ['wallet', ...GATEWAYS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_MESSAGES = {
  invalidItem: message('Error', 'Invalid item details'),
  itemFetchFailed: message('Error', 'Could not fetch payment details'),
  userError: message('User error', 'The buyer or the provider of this item could not be found.'),
  insufficientFunds: message('Insufficient Funds', 'Your wallet balance is too low.'),
  paymentFailed: message('Payment failed', 'Please try again or contact support.'),
  ownItem: message('Payment failed', 'You cannot lease your own listing.'),
  itemNotAvailable: message(
    'Payment failed',
    'This item is no longer available: it has been leased or taken off the marketplace.',
  ),
  outOfStock: message('Payment failed', 'This server package is out of stock.'),
  priceChanged: message(
    'Payment failed',
    'The price of this item changed while you were paying. Please check it and try again.',
  ),
  subnetLeased: message('Payment failed', 'This IP block is already leased for that term.'),
  /** The /orders page's load failure; the ticket dialog's order picker has its own (TICKET_MESSAGES). */
  ordersFetchFailed: message('Error fetching orders', 'Please try again later.'),
  invoicesFetchFailed: message('Error fetching invoices', 'Please try again later.'),
  orderStatusNotAllowed: message('Order not updated', 'This order cannot move to that status now.'),
  orderUpdated: message('Order updated', 'The order status has been changed.'),
  orderCancelled: message('Order cancelled', 'The payment has been refunded to the wallet.'),
  orderDisputed: message('Dispute opened', 'The payment has been refunded to the wallet.'),
  autoRenewUpdated: message('Order updated', 'Your renewal setting has been saved.'),
  // Holding the unit at checkout (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md).
  heldByAnotherBuyer: message(
    'Held by another buyer',
    'Another buyer is paying for what is left of this item; it frees within 15 minutes.',
  ),
  // The last unit went to another buyer while this one's payment waited its turn (never 'already leased').
  justTaken: message('Just taken', 'Another buyer has just taken the last unit of this item.'),
  tooManyHolds: message(
    'Too many holds',
    'You are holding 3 items already. Pay for one or leave its checkout page, then try again.',
  ),
  confirmReputation: message(
    'Confirm the reputation warning',
    'This range has a Warning or Blacklisted reputation. Tick "I understand" to lease it anyway.',
  ),
  asnOnlyForIp: message('Invalid input', 'Only an IP lease names an ASN; a server order takes none.'),
} as const satisfies Record<string, Message>;

/** How long opening checkout holds the unit for the buyer, and how many a buyer may hold at once. */
export const CHECKOUT_HOLD_MINUTES = 15;
export const MAX_CHECKOUT_HOLDS = 3;

/** '16:42' in UTC: the server cannot know the buyer's time zone, so it says which one it uses. */
const utcTime = (at: Date) => at.toISOString().slice(11, 16);

/** 'Held by another buyer' (… it frees at 16:42 UTC.), or within 15 minutes when the time is unknown. */
export const heldByAnotherBuyerMessage = (until: Date | null): Message =>
  until
    ? message(
        ORDER_MESSAGES.heldByAnotherBuyer.title,
        `Another buyer is paying for what is left of this item; it frees at ${utcTime(until)} UTC.`,
      )
    : ORDER_MESSAGES.heldByAnotherBuyer;

/** '$4,499.00 per quarter': a price with its period named (docs/PRODUCT.md "Checkout"). */
export const pricePerPeriodText = (cents: number, period: LeasePeriod) =>
  `${formatCents(cents)} per ${period}`;

/** 'Payment successful' (Your order for {title} has been confirmed.) */
export const paymentSuccessMessage = (title: string): Message =>
  message('Payment successful', `Your order for ${title} has been confirmed.`);

export const checkoutInputSchema = z.object({
  itemType: z.enum(CHECKOUT_ITEM_TYPES, asIssue(ORDER_MESSAGES.invalidItem)),
  itemId: z.uuid(asIssue(ORDER_MESSAGES.invalidItem)),
  method: z.enum(PAYMENT_METHODS, asIssue(PAYMENT_MESSAGES.paymentMethodRequired)),
  card: cardInputSchema.optional(),
  autoRenews: z.boolean().default(false),
  /** One of the buyer's approved ASNs, named on an IP order now instead of later (PRODUCT.md "Delivering a lease"). */
  asnId: z.uuid(asIssue(LOA_MESSAGES.asnNotApproved)).nullish(),
  /** The buyer's 'I understand' for a unit whose reputation is Warning or Blacklisted. */
  acceptReputation: z.boolean().optional(),
  /** The billing period chosen among those the listing offers; its own period when left out. */
  period: z.enum(LEASE_PERIODS, asIssue(LEASE_TERM_MESSAGES.periodNotOffered)).optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** The reputation of the unit: its lowest checked score and band, both null while nothing is checked. */
export const checkoutReputationSchema = z.object({
  band: z.enum(REPUTATION_BANDS).nullable(),
  score: z.number().int().nullable(),
});
export type CheckoutReputation = z.infer<typeof checkoutReputationSchema>;

/** The exact range an IP checkout leases: the held unit, or the one it would take now. */
export const checkoutUnitSchema = z.object({
  prefix: z.string(),
  /** Addresses in the prefix (IPv4); null for IPv6. */
  addresses: z.number().int().nullable(),
  reputation: checkoutReputationSchema,
});
export type CheckoutUnit = z.infer<typeof checkoutUnitSchema>;

/** The caller's hold of the unit (docs/PRODUCT.md "Checkout"): release it with its id. */
export const checkoutHoldSchema = z.object({ id: z.string(), expiresAt: z.string() });
export type CheckoutHold = z.infer<typeof checkoutHoldSchema>;

export const checkoutSummarySchema = z.object({
  itemType: z.enum(CHECKOUT_ITEM_TYPES),
  itemId: z.string(),
  title: z.string(),
  providerName: z.string(),
  period: z.enum(LEASE_PERIODS),
  subtotal: z.number().int(),
  fee: z.number().int(),
  /** What the buyer pays, VAT included once their billing details tell the VAT (docs/PRODUCT.md "Checkout"). */
  total: z.number().int(),
  /** The invoice's lines and VAT; null while the buyer has no billing details (and on one's own item). */
  tax: taxQuoteSchema.nullable(),
  isOwnItem: z.boolean(),
  walletBalance: z.number().int(),
  /** The first renewal: one period from now. */
  renewalDate: z.string(),
  /** IP listings only; null for a server package, or when every free unit is held by others. */
  unit: checkoutUnitSchema.nullable(),
  /** The caller's live hold of this item; null when there is none. */
  hold: checkoutHoldSchema.nullable(),
  /** Nothing could be held: when the earliest hold of another buyer ends. Null otherwise. */
  heldUntil: z.string().nullable(),
  /** The shortest lease the seller accepts, in months (docs/PRODUCT.md "Checkout"). */
  minTermMonths: z.number().int(),
  /** Each billing period the buyer may choose, with its price; `period` above is the default one. */
  periodOptions: z.array(
    z.object({
      period: z.enum(LEASE_PERIODS),
      subtotal: z.number().int(),
      total: z.number().int(),
      renewalDate: z.string(),
    }),
  ),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const checkoutTotal = (priceCents: number) => priceCents + CHECKOUT_FEE_CENTS;

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  itemType: z.enum(ORDER_ITEM_TYPES),
  itemId: z.string(),
  title: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  period: z.enum(LEASE_PERIODS),
  startDate: z.string(),
  renewalDate: z.string(),
  autoRenews: z.boolean(),
  leaserId: z.string(),
  leaserName: z.string(),
  monetizerId: z.string(),
  monetizerName: z.string(),
  invoiceId: z.string().nullable(),
  /** The VAT the buyer paid on the current term (docs/PRODUCT.md "Invoices"); null in the seller's view. */
  termTax: z.number().int().nullable(),
  /** The prefix an IP order leases (or leased), and the AS its buyer named to announce it. */
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  /** The letter of authorization of an IP order (null for a server package). */
  loa: orderLoaSchema.nullable(),
  /** Why a party cancelled or disputed it (docs/PRODUCT.md "Delivering a lease"). */
  endReason: z.string().nullable(),
  /** The minimum term the order was leased with, and when it is over (docs/PRODUCT.md "Orders"). */
  minTermMonths: z.number().int(),
  commitmentEndsAt: z.string(),
  /** The buyer scheduled "End at next renewal": the order completes at its renewal date. */
  endsAtRenewal: z.boolean(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusInputSchema = z.object({ status: z.enum(['provisioning', 'active']) });
export const autoRenewInputSchema = z.object({ autoRenews: z.boolean() });

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.number().int(),
  orderId: z.string().nullable(),
  title: z.string(),
  amount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  /** The prefix an IP order leases and the AS its buyer named (docs/PRODUCT.md "Delivering a lease"). */
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  /** Net (lease and fee) and VAT of the total (docs/PRODUCT.md "Invoices"). */
  netAmount: z.number().int(),
  taxAmount: z.number().int(),
  /** 'VAT 21 %', 'VAT 0 % (reverse charge)'; null on invoices issued before VAT was charged. */
  taxLabel: z.string().nullable(),
  /** The credit notes issued against it, oldest first, and what they credit in all. */
  creditNotes: z.array(
    z.object({
      id: z.string(),
      creditNoteNumber: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  creditedAmount: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoice numbers are shown padded to 6 digits (docs/PRODUCT.md "Invoices"). */
export const formatInvoiceNumber = (invoiceNumber: number) => String(invoiceNumber).padStart(6, '0');

/** The end of a term that starts at `start`: calendar months, clamped to the month's last day. */
export const addPeriod = (start: Date, period: LeasePeriod): Date => addMonths(start, PERIOD_MONTHS[period]);

/** `/api/checkout/:itemType/:id`: what is bought; anything else answers 'Invalid item'. */
export const checkoutParamsSchema = z.object({
  itemType: z.enum(CHECKOUT_ITEM_TYPES, ORDER_MESSAGES.invalidItem.title),
  id: z.uuid(ORDER_MESSAGES.invalidItem.title),
});

/** POST /api/checkout (201): the toast and the new order and its invoice. */
export const checkoutResultSchema = z.object({ ...messageShape, orderId: z.string(), invoiceId: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Whose orders GET /api/orders lists: the caller's as buyer (default) or as seller. */
export const ORDER_SIDES = ['leaser', 'monetizer'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const orderListQuerySchema = z.object({ as: z.enum(ORDER_SIDES).default('leaser') });

/** GET /api/orders. */
export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/** An order action (status, cancel, dispute, auto-renew): the order as it is now and the toast. */
export const orderReplySchema = z.object({ order: orderSchema, ...messageShape });
export type OrderReply = z.infer<typeof orderReplySchema>;

/** GET /api/invoices. */
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;
