import { asIssue, type Message, message } from './messages';
import { z } from 'zod';
import { CHECKOUT_FEE_CENTS } from './money';
import { GATEWAYS, PAYMENT_MESSAGES, cardInputSchema } from './payments';
import { orderLoaSchema } from './loas';
import { messageShape } from './replies';

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
export const PERIOD_MONTHS: Record<LeasePeriod, number> = { month: 1, quarter: 3, year: 12 };

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
} as const satisfies Record<string, Message>;

/** 'Payment successful' (Your order for {title} has been confirmed.) */
export const paymentSuccessMessage = (title: string): Message =>
  message('Payment successful', `Your order for ${title} has been confirmed.`);

export const checkoutInputSchema = z.object({
  itemType: z.enum(CHECKOUT_ITEM_TYPES, asIssue(ORDER_MESSAGES.invalidItem)),
  itemId: z.uuid(asIssue(ORDER_MESSAGES.invalidItem)),
  method: z.enum(PAYMENT_METHODS, asIssue(PAYMENT_MESSAGES.paymentMethodRequired)),
  card: cardInputSchema.optional(),
  autoRenews: z.boolean().default(false),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutSummarySchema = z.object({
  itemType: z.enum(CHECKOUT_ITEM_TYPES),
  itemId: z.string(),
  title: z.string(),
  providerName: z.string(),
  period: z.enum(LEASE_PERIODS),
  subtotal: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  isOwnItem: z.boolean(),
  walletBalance: z.number().int(),
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
  /** The prefix an IP order leases (or leased), and the AS its buyer named to announce it. */
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  /** The letter of authorization of an IP order (null for a server package). */
  loa: orderLoaSchema.nullable(),
  /** Why a party cancelled or disputed it (docs/PRODUCT.md "Delivering a lease"). */
  endReason: z.string().nullable(),
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
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoice numbers are shown padded to 6 digits (docs/PRODUCT.md "Invoices"). */
export const formatInvoiceNumber = (invoiceNumber: number) => String(invoiceNumber).padStart(6, '0');

/** The end of a term that starts at `start`: calendar months, clamped to the month's last day. */
export function addPeriod(start: Date, period: LeasePeriod): Date {
  const months = PERIOD_MONTHS[period];
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

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
