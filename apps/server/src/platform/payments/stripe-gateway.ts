import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import type { ChargeResult, PaymentGateway } from './payment-gateway';

/** Stripe's metadata key naming our payment intent on its PaymentIntent. */
export const STRIPE_METADATA_KEY = 'netlease_payment';

/** How Stripe is reached: the account's secret key, or a client made by the tests (a local fake). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Tests hand in a client pointed at a fake on 127.0.0.1; production builds one from the key. */
  client?: Stripe;
}

/**
 * Stripe's library loads only where Stripe takes the cards (CARD_GATEWAY=stripe): it is a few MB of
 * heap every other server would carry for nothing (docs/decisions/278).
 */
const loadStripe = async () => (await import('stripe')).default;

export async function createStripeClient(secretKey: string): Promise<Stripe> {
  const StripeClient = await loadStripe();
  return new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
}

type PaymentIntentFacts = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'last_payment_error' | 'latest_charge'
>;

/** The card of a failed attempt, as Stripe reports it on the PaymentIntent. */
function failedCard(intent: PaymentIntentFacts) {
  const card = intent.last_payment_error?.payment_method?.card;
  return { cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}

/** Which of our refusal messages fits Stripe's decline (the buyer read Stripe's own text already). */
export function declineReasonOf(intent: Pick<Stripe.PaymentIntent, 'last_payment_error'>) {
  return intent.last_payment_error?.decline_code === 'insufficient_funds'
    ? PAYMENT_MESSAGES.cardInsufficientFunds
    : PAYMENT_MESSAGES.cardDeclined;
}

/**
 * What a Stripe PaymentIntent means for our payment: paid, refused for good (cancelled after a
 * failed attempt), never paid (cancelled untouched: null), or still in the buyer's hands (awaiting
 * confirmation, also after a failed attempt: the buyer may try another card on the same intent).
 */
export function chargeResultOf(
  intent: PaymentIntentFacts & { client_secret?: string | null },
): ChargeResult | null {
  switch (intent.status) {
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      return {
        status: 'succeeded',
        chargeId: intent.id,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      };
    }
    case 'canceled':
      return intent.last_payment_error
        ? { status: 'declined', reason: declineReasonOf(intent), ...failedCard(intent) }
        : null;
    default:
      return {
        status: 'awaiting_confirmation',
        reference: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
  }
}

/**
 * The card gateway on Stripe (docs/decisions/199-stripe-gateway.md). A charge creates a PaymentIntent
 * with our intent's id as Stripe's idempotency key (a repeat answers the same PaymentIntent, never a
 * second one); the buyer confirms it with Stripe.js in the browser, so card details never reach us;
 * the outcome arrives by webhook, and `findCharge` asks Stripe when a webhook is late or lost.
 */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  const retrieve = (reference: string) =>
    stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] });
  return {
    id: 'card',
    cardEntry: 'processor',
    async charge(request) {
      const intent = request.reference
        ? await retrieve(request.reference)
        : await stripe.paymentIntents.create(
            {
              amount: request.amountCents,
              currency: 'usd',
              description: request.description,
              allowed_payment_method_types: ['card'],
              metadata: { [STRIPE_METADATA_KEY]: request.key },
            },
            { idempotencyKey: request.key },
          );
      return (
        chargeResultOf(intent) ?? {
          status: 'declined',
          reason: PAYMENT_MESSAGES.paymentNotCompleted,
          cardBrand: null,
          cardLast4: null,
        }
      );
    },
    async findCharge(_key, reference) {
      // Without Stripe's id the PaymentIntent was never handed to the buyer: nobody can have paid it.
      return reference ? chargeResultOf(await retrieve(reference)) : null;
    },
    async cancel(key, reference) {
      try {
        await stripe.paymentIntents.cancel(
          reference,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `cancel:${key}` },
        );
      } catch (error) {
        // Paid (or cancelled) meanwhile: Stripe refuses, and the intent as it stands answers below.
        if (!(error instanceof (await loadStripe()).errors.StripeInvalidRequestError)) throw error;
      }
      return chargeResultOf(await retrieve(reference));
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.chargeId, amount: request.amountCents },
          { idempotencyKey: request.key },
        );
        return refund.status === 'failed' || refund.status === 'canceled'
          ? { status: 'failed', reason: refund.failure_reason ?? `Stripe refund ${refund.status}` }
          : { status: 'succeeded', refundId: refund.id };
      } catch (error) {
        if (error instanceof (await loadStripe()).errors.StripeInvalidRequestError) {
          return { status: 'failed', reason: error.message };
        }
        throw error;
      }
    },
  };
}
