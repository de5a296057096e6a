import { asIssue } from './messages';
import { z } from 'zod';
import { taxQuoteSchema } from './invoicing';
import { CHECKOUT_FEE_CENTS } from './money';
import { GATEWAYS, PAYMENT_MESSAGES, cardInputSchema } from './payments';
import { LOA_MESSAGES, orderLoaSchema } from './loas';
import { messageShape } from './replies';
import { REPUTATION_BANDS } from './reputation';
import { LEASE_TERM_MESSAGES, PERIOD_MONTHS, addMonths } from './lease-terms';

import {
  CHECKOUT_ITEM_TYPES,
  INVOICE_STATUSES,
  LEASE_PERIODS,
  ORDER_ITEM_TYPES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type LeasePeriod,
} from './orders-constants';

/**
 * Orders and checkout (docs/PRODUCT.md "Orders", "Checkout"): the zod contracts. Constants, messages
 * and texts live in orders-constants.ts (no zod); re-exported here for everyone else.
 */
export * from './orders-constants';

export const PAYMENT_METHODS = ['wallet', ...GATEWAYS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
