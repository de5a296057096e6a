import { type Message, message } from './messages';
import { formatCents } from './format';

/**
 * Orders' constants, messages and texts without zod, so pages that only show orders and invoices
 * do not load zod and the checkout's contracts (docs/decisions/270). orders.ts re-exports them.
 */

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

/** Invoice numbers are shown padded to 6 digits (docs/PRODUCT.md "Invoices"). */
export const formatInvoiceNumber = (invoiceNumber: number) => String(invoiceNumber).padStart(6, '0');
