import { asIssue, type Message, message } from './messages';
import { z } from 'zod';
import { singleLineText } from './text';

/**
 * The gateways a demo lists (docs/PRODUCT.md "Payment methods"). Only the card gateway (shown as Stripe,
 * credit/debit card) takes payments, through the sandbox or Stripe; the others answer with the
 * not-implemented notice.
 */
export const GATEWAYS = ['paypal', 'card', 'crypto', 'razorpay', 'wise'] as const;
export type Gateway = (typeof GATEWAYS)[number];
export const IMPLEMENTED_GATEWAYS: readonly Gateway[] = ['card'];
export const GATEWAY_LABELS: Record<Gateway, string> = {
  paypal: 'PayPal',
  card: 'Stripe (Credit/Debit Card)',
  crypto: 'Crypto',
  razorpay: 'Razorpay',
  wise: 'Wise',
};
export const isGatewayImplemented = (gateway: Gateway) => IMPLEMENTED_GATEWAYS.includes(gateway);

/**
 * Who takes card payments on this server (CARD_GATEWAY, docs/decisions/199-stripe-gateway.md):
 * the built-in sandbox (demo and test only), Stripe (card details typed into Stripe's own fields in
 * the browser, never sent to us), or nobody.
 */
export const CARD_PROCESSORS = ['sandbox', 'stripe', 'none'] as const;
export type CardProcessor = (typeof CARD_PROCESSORS)[number];

/**
 * How a gateway is offered at checkout and deposit (docs/PRODUCT.md "Payment methods"): `live` takes
 * real payments, `sandbox` takes the test cards only, `demo` is listed by the demo with the
 * not-implemented notice. A server that is not a demo lists only the gateways it can charge.
 */
export const GATEWAY_AVAILABILITIES = ['live', 'sandbox', 'demo'] as const;
export const paymentMethodsSchema = z.object({
  gateways: z.array(
    z.object({ id: z.enum(GATEWAYS), label: z.string(), availability: z.enum(GATEWAY_AVAILABILITIES) }),
  ),
  cardProcessor: z.enum(CARD_PROCESSORS),
  /** Stripe's publishable key for Stripe.js, when Stripe takes the cards. */
  stripePublishableKey: z.string().nullable(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/**
 * The answer to a card payment the browser still has to confirm with the processor (Stripe): the
 * processor's client secret for Stripe.js, and our payment's id to follow until it is settled.
 */
export const cardConfirmationSchema = z.object({
  status: z.literal('requires_confirmation'),
  paymentId: z.string(),
  clientSecret: z.string(),
});
export type CardConfirmation = z.infer<typeof cardConfirmationSchema>;

/** A card payment as its payer follows it: `answer` is what the payment request finally answered. */
export const cardPaymentStateSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'declined', 'refund_pending', 'refunded', 'abandoned']),
  answer: z
    .object({
      status: z.number().int(),
      body: z.object({ title: z.string(), message: z.string() }).loose(),
    })
    .nullable(),
});
export type CardPaymentState = z.infer<typeof cardPaymentStateSchema>;

/** The countries of the card form (docs/PRODUCT.md "Payment methods"). */
export const CARD_COUNTRIES = ['us', 'ca', 'uk', 'de', 'fr'] as const;
export const CARD_COUNTRY_LABELS: Record<(typeof CARD_COUNTRIES)[number], string> = {
  us: 'United States',
  ca: 'Canada',
  uk: 'United Kingdom',
  de: 'Germany',
  fr: 'France',
};

/** Sandbox test numbers (the card gateway accepts no other numbers, so no real card is ever typed). */
export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const PAYMENT_MESSAGES = {
  methodsFetchFailed: message(
    'Error fetching payment methods',
    'The payment gateways could not be loaded. You can still pay from your wallet.',
  ),
  paymentMethodRequired: message('Payment method required', 'Please choose a payment method.'),
  gatewayNotImplemented: message(
    'Not implemented',
    'This payment method is not available yet. Please pay with a credit or debit card.',
  ),
  cardDetailsRequired: message('Card details required', 'Please fill in your card details.'),
  invalidCardNumber: message('Invalid card number', 'Please check your card number.'),
  cardExpired: message('Card expired', 'Please check the expiry date of your card.'),
  invalidCvc: message('Invalid CVC', 'Please check the security code of your card.'),
  cardDeclined: message('Card declined', 'Your card was declined.'),
  cardInsufficientFunds: message('Card declined', 'Your card has insufficient funds.'),
  notATestCard: message(
    'Card declined',
    'This is a sandbox: please use a test card such as 4242 4242 4242 4242.',
  ),
  // Two-phase card payments (docs/decisions/120-two-phase-payments.md)
  chargeRefunded: message('Payment refunded', 'The amount charged to your card has been refunded.'),
  paymentNotCompleted: message('Payment not completed', 'Your card was not charged. Please try again.'),
  // Gateways by configuration (docs/decisions/199-stripe-gateway.md)
  gatewayNotConfigured: message(
    'Payment method not available',
    'This payment method is not offered here. Please choose another one.',
  ),
  cardDetailsNotAccepted: message(
    'Card details not accepted',
    "Card details are typed into the card processor's own form and never sent to Netlease.",
  ),
  paymentProcessing: message('Payment processing', 'Your payment is being confirmed by the card processor.'),
  paymentNotFound: message('Payment not found', 'There is no such payment of yours.'),
  // What the card processor's webhook sender reads (never a person)
  stripeNotConfigured: message('Not found', 'Stripe is not configured on this server.'),
  webhookSignatureMissing: message('Invalid webhook', 'The Stripe-Signature header is missing.'),
  webhookSignatureWrong: message(
    'Invalid webhook',
    'The Stripe-Signature header does not match this payload.',
  ),
} as const satisfies Record<string, Message>;

export const cardInputSchema = z.object({
  holderName: z
    .string()
    .trim()
    .min(1, asIssue(PAYMENT_MESSAGES.cardDetailsRequired))
    .max(120)
    .check(singleLineText('cardholder name')),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, asIssue(PAYMENT_MESSAGES.invalidCardNumber))),
  expMonth: z
    .number()
    .int()
    .min(1, asIssue(PAYMENT_MESSAGES.cardExpired))
    .max(12, asIssue(PAYMENT_MESSAGES.cardExpired)),
  expYear: z
    .number()
    .int()
    .min(2000, asIssue(PAYMENT_MESSAGES.cardExpired))
    .max(2100, asIssue(PAYMENT_MESSAGES.cardExpired)),
  cvc: z.string().regex(/^\d{3,4}$/, asIssue(PAYMENT_MESSAGES.invalidCvc)),
  country: z.enum(CARD_COUNTRIES, asIssue(PAYMENT_MESSAGES.cardDetailsRequired)),
});
export type CardInput = z.input<typeof cardInputSchema>;
export type Card = z.output<typeof cardInputSchema>;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return false;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/** The checks both the form and the sandbox processor make; null when the card looks usable. */
export function findCardProblem(card: Card, now: Date): Message | null {
  if (!passesLuhn(card.number)) return PAYMENT_MESSAGES.invalidCardNumber;
  if (isCardExpired(card, now)) return PAYMENT_MESSAGES.cardExpired;
  const isAmex = /^3[47]/.test(card.number);
  if (card.cvc.length !== (isAmex ? 4 : 3)) return PAYMENT_MESSAGES.invalidCvc;
  return null;
}

export function describeCardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** 'refund': money given back to the card that paid (docs/PRODUCT.md "Payments"). */
export const PAYMENT_TYPES = ['deposit', 'order', 'renewal', 'refund'] as const;

export const paymentSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  type: z.enum(PAYMENT_TYPES),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  transactionId: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `/api/card-payments/:id`: a malformed id reads as a payment that does not exist. */
export const cardPaymentParamsSchema = z.object({ id: z.uuid(PAYMENT_MESSAGES.paymentNotFound.title) });

/**
 * Stripe's webhook (docs/decisions/120): the raw bytes Stripe signed (the route reads the body
 * unparsed, so the signature can be checked on exactly what was sent) and the signature header.
 */
/**
 * The Idempotency-Key header of a money write (checkout, deposit, payout, bid, cancel, dispute): a
 * repeat with the same key replays the first answer. Any text here; the route refuses a malformed
 * key with its own message (platform/payments/idempotency.ts readIdempotencyKey).
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Makes a retry safe: a repeat with the same key answers as the first request did.'),
});

export const stripeWebhookHeadersSchema = z.object({ 'stripe-signature': z.string().optional() });
export const stripeWebhookBodySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  'The body must be the JSON Stripe sent.',
);
export const STRIPE_EVENT_OUTCOMES = ['settled', 'noted', 'refunded', 'ignored', 'duplicate'] as const;
export const stripeWebhookReplySchema = z.object({
  received: z.literal(true),
  outcome: z.enum(STRIPE_EVENT_OUTCOMES),
});
