import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Message } from '@netlease/shared/messages';
import {
  GATEWAYS,
  GATEWAY_LABELS,
  PAYMENT_MESSAGES,
  TEST_CARDS,
  describeCardBrand,
  findCardProblem,
  isGatewayImplemented,
  type Card,
  type CardConfirmation,
  type CardProcessor,
  type Gateway,
  type PaymentMethods,
} from '@netlease/shared/payments';
import type { Env } from '../env';
import { queryRows, type Database } from '../db/database';
import { AppError } from '../errors';
import { createStripeClient, createStripeGateway } from './stripe-gateway';

export interface ChargeRequest {
  /** One charge per key: a repeat with the same key answers the first outcome and charges nothing. */
  key: string;
  amountCents: number;
  description: string;
  card?: Card;
  /** The processor's id of a charge begun earlier for this key (Stripe's PaymentIntent), if any. */
  reference?: string | null;
  /** Business time (ctx.clock), for the expiry check. */
  now: Date;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; cardBrand: string | null; cardLast4: string | null }
  /** The processor refused the charge: a failed payment record is kept. */
  | { status: 'declined'; reason: Message; cardBrand: string | null; cardLast4: string | null }
  /** The request never reached a charge (bad card details): nothing is recorded. */
  | { status: 'invalid'; reason: Message }
  /**
   * The processor holds the payment for the buyer to confirm in the browser (Stripe.js with the
   * client secret); the outcome comes later by webhook or by asking again.
   */
  | { status: 'awaiting_confirmation'; reference: string; clientSecret: string };

/** An outcome that settles a payment: paid or refused. */
export type FinalCharge = Extract<ChargeResult, { status: 'succeeded' | 'declined' }>;

export interface RefundRequest {
  /** One refund per key, like charges. */
  key: string;
  chargeId: string;
  amountCents: number;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; reason: string };

/**
 * What a card payment came to: paid (what `apply` returned, or its stored copy on a repeat), or waiting
 * for the buyer to confirm it in the browser. A refusal is thrown as an IdempotentRefusal.
 */
export type PaymentOutcome<T> =
  | { state: 'paid'; result: T; replayed: boolean }
  | { state: 'requires_confirmation'; confirmation: CardConfirmation };

/**
 * What a payment processor does for us (docs/decisions/120-two-phase-payments.md). Every call is
 * idempotent by its key, so a request cut off by a crash can be asked again; `findCharge` tells what
 * became of a charge whose answer was lost. Callers never hold a database transaction open around it.
 */
export interface PaymentGateway {
  id: Gateway;
  /**
   * Where the card is typed: 'form' sends it with the payment request (the sandbox); 'processor'
   * means the processor's own fields in the browser (Stripe.js), and a request carrying card
   * details is refused, so no card number ever reaches our server.
   */
  cardEntry: 'form' | 'processor';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of the charge of `key` (with the processor's id of it when one was recorded). */
  findCharge(key: string, reference?: string | null): Promise<ChargeResult | null>;
  /** Closes a payment the buyer never confirmed; answers what it finally is (it may have been paid). */
  cancel?(key: string, reference: string): Promise<ChargeResult | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

interface SandboxChargeRow {
  charge_id: string;
  status: 'succeeded' | 'declined';
  decline_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
}

const DECLINE_MESSAGES: Message[] = [
  PAYMENT_MESSAGES.cardDeclined,
  PAYMENT_MESSAGES.cardInsufficientFunds,
  PAYMENT_MESSAGES.notATestCard,
];

function toChargeResult(row: SandboxChargeRow): ChargeResult {
  if (row.status === 'succeeded') {
    return {
      status: 'succeeded',
      chargeId: row.charge_id,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4,
    };
  }
  const reason =
    DECLINE_MESSAGES.find((message) => message.description === row.decline_reason) ??
    PAYMENT_MESSAGES.cardDeclined;
  return { status: 'declined', reason, cardBrand: row.card_brand, cardLast4: row.card_last4 };
}

/** What the sandbox decides for a card: only the published test numbers succeed. */
function decide(card: Card): { isApproved: boolean; reason: Message | null } {
  switch (card.number) {
    case TEST_CARDS.success:
    case TEST_CARDS.successMastercard:
      return { isApproved: true, reason: null };
    case TEST_CARDS.declined:
      return { isApproved: false, reason: PAYMENT_MESSAGES.cardDeclined };
    case TEST_CARDS.insufficientFunds:
      return { isApproved: false, reason: PAYMENT_MESSAGES.cardInsufficientFunds };
    default:
      return { isApproved: false, reason: PAYMENT_MESSAGES.notATestCard };
  }
}

/**
 * The built-in card processor for demo and test mode: Luhn, expiry and CVC checks, then the sandbox
 * test numbers decide the outcome; any other number is declined, so nobody is led to type a real card
 * into a demo. It keeps its own books (sandbox_card_charges, each write its own short statement, as a
 * real processor's would be), so charges are idempotent by key and can be found after a crash.
 */
export function createCardSandbox(db: Database): PaymentGateway {
  const findCharge = async (key: string) => {
    const [row] = await queryRows<SandboxChargeRow>(
      db,
      sql`SELECT charge_id, status, decline_reason, card_brand, card_last4 FROM sandbox_card_charges WHERE key = ${key}`,
    );
    return row ? toChargeResult(row) : null;
  };
  return {
    id: 'card',
    cardEntry: 'form',
    findCharge,
    async charge(request) {
      if (!request.card) return { status: 'invalid', reason: PAYMENT_MESSAGES.cardDetailsRequired };
      const problem = findCardProblem(request.card, request.now);
      if (problem) return { status: 'invalid', reason: problem };
      const { isApproved, reason } = decide(request.card);
      const chargeId = `sbx_ch_${randomBytes(12).toString('hex')}`;
      await db.execute(
        sql`INSERT INTO sandbox_card_charges (key, charge_id, amount_cents, status, decline_reason, card_brand, card_last4)
            VALUES (${request.key}, ${chargeId}, ${request.amountCents}, ${isApproved ? 'succeeded' : 'declined'},
                    ${reason?.description ?? null}, ${describeCardBrand(request.card.number)},
                    ${request.card.number.slice(-4)})
            ON CONFLICT (key) DO NOTHING`,
      );
      return (await findCharge(request.key))!;
    },
    async refund(request) {
      const refundId = `sbx_re_${randomBytes(12).toString('hex')}`;
      // One statement: the refund row is written only while the charge still has that much left.
      const [done] = await queryRows<{ refund_id: string }>(
        db,
        sql`WITH existing AS (SELECT refund_id FROM sandbox_card_refunds WHERE key = ${request.key}),
             charged AS (
               UPDATE sandbox_card_charges SET refunded_cents = refunded_cents + ${request.amountCents}
               WHERE charge_id = ${request.chargeId} AND status = 'succeeded'
                 AND refunded_cents + ${request.amountCents} <= amount_cents
                 AND NOT EXISTS (SELECT 1 FROM existing)
               RETURNING charge_id),
             inserted AS (
               INSERT INTO sandbox_card_refunds (key, refund_id, charge_id, amount_cents)
               SELECT ${request.key}, ${refundId}, charge_id, ${request.amountCents} FROM charged
               RETURNING refund_id)
            SELECT refund_id FROM inserted UNION ALL SELECT refund_id FROM existing`,
      );
      return done
        ? { status: 'succeeded', refundId: done.refund_id }
        : { status: 'failed', reason: 'The charge does not exist or has less left to refund.' };
    },
  };
}

export interface PaymentGateways {
  /** The processor of a gateway, or null for one that is not configured (shown as not available). */
  find(gateway: Gateway): PaymentGateway | null;
  /**
   * The processor of a gateway the buyer chose, or the refusal: a gateway this server does not
   * offer is a 400; the demo's other gateways answer the not-implemented notice (501; docs/PRODUCT.md
   * "Payment methods").
   */
  require(gateway: Gateway): PaymentGateway;
  /** The gateways the checkout and deposit pages offer (docs/PRODUCT.md "Payment methods"). */
  methods(): PaymentMethods;
  /** Which card processor runs: the web app says 'sandbox' next to the card form. */
  card: CardProcessor;
  /** Stripe's client and the webhook signing secret, when Stripe takes the cards. */
  stripe: { client: Stripe; webhookSecret: string } | null;
}

type GatewayEnv = Pick<
  Env,
  'CARD_GATEWAY' | 'DEMO_MODE' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'
>;

export interface PaymentGatewayOptions {
  /** Tests hand in a Stripe client pointed at a local fake, so no test ever reaches Stripe. */
  stripeClient?: Stripe;
}

/**
 * What the web app may load besides our own origin for the card processor (Content-Security-Policy):
 * Stripe.js, its card fields' frames and its API, only when Stripe takes the cards.
 */
export function paymentContentSources(env: Pick<Env, 'CARD_GATEWAY'>) {
  return env.CARD_GATEWAY === 'stripe'
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
}

/** Gateways chosen by configuration (CARD_GATEWAY, docs/decisions/199-stripe-gateway.md). */
export async function createPaymentGateways(
  env: GatewayEnv,
  db: Database,
  options: PaymentGatewayOptions = {},
): Promise<PaymentGateways> {
  const stripeClient =
    env.CARD_GATEWAY === 'stripe'
      ? (options.stripeClient ?? (await createStripeClient(env.STRIPE_SECRET_KEY!)))
      : null;
  const card =
    env.CARD_GATEWAY === 'sandbox'
      ? createCardSandbox(db)
      : stripeClient
        ? createStripeGateway(stripeClient)
        : null;
  const gateways: PaymentGateways = {
    card: env.CARD_GATEWAY,
    stripe: stripeClient ? { client: stripeClient, webhookSecret: env.STRIPE_WEBHOOK_SECRET! } : null,
    find: (gateway) => (gateway === 'card' && isGatewayImplemented(gateway) ? card : null),
    require(gateway) {
      // Through `find` on the object, so a test that swaps it is obeyed here too.
      const found = gateways.find(gateway);
      if (found) return found;
      if (env.DEMO_MODE) throw new AppError('not_implemented', PAYMENT_MESSAGES.gatewayNotImplemented);
      throw new AppError('bad_request', PAYMENT_MESSAGES.gatewayNotConfigured);
    },
    methods: () => ({
      gateways: GATEWAYS.flatMap((gateway): PaymentMethods['gateways'] => {
        const label = GATEWAY_LABELS[gateway];
        if (gateway === 'card' && card) {
          return [{ id: gateway, label, availability: env.CARD_GATEWAY === 'stripe' ? 'live' : 'sandbox' }];
        }
        return env.DEMO_MODE ? [{ id: gateway, label, availability: 'demo' }] : [];
      }),
      cardProcessor: env.CARD_GATEWAY,
      stripePublishableKey: stripeClient ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    }),
  };
  return gateways;
}

/** What the idempotency fingerprint may keep of a card: never the number or the CVC. */
export function fingerprintCard(card: Card | undefined) {
  return card
    ? { last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear, country: card.country }
    : null;
}
