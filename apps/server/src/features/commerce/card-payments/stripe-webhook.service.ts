import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { stripeEvents, paymentIntents } from '../../../platform/db/schema/commerce/index';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import { AppError } from '../../../platform/errors';
import { abandonIntent, noteFailedAttempt, settleIntent } from './card-payments.service';
import { refundLateCharge } from './card-refunds';
import { STRIPE_METADATA_KEY, declineReasonOf } from '../../../platform/payments/stripe-gateway';
import { cardPaymentHandlers } from './settle-card-payments';

export type StripeEventOutcome = 'settled' | 'noted' | 'refunded' | 'ignored' | 'duplicate';

/** How far an event's timestamp may be from our clock: Stripe's own default, five minutes. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a webhook's Stripe-Signature with the SDK (the signing secret, and a timestamp within five
 * minutes of our clock) and answers the event it carries; a missing or wrong signature is a 400.
 */
export async function verifyStripeEvent(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const stripe = ctx.payments.stripe;
  if (!stripe) throw new AppError('not_found', PAYMENT_MESSAGES.stripeNotConfigured);
  if (!signature) throw new AppError('bad_request', PAYMENT_MESSAGES.webhookSignatureMissing);
  try {
    return await stripe.client.webhooks.constructEventAsync(
      rawBody,
      signature,
      stripe.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch {
    throw new AppError('bad_request', PAYMENT_MESSAGES.webhookSignatureWrong);
  }
}

/**
 * Applies a Stripe event to our payment intent, once (docs/decisions/199-stripe-gateway.md). Events
 * may repeat and arrive in any order, so the event is read against the intent's state, never as a
 * command:
 * - a repeated event id does nothing (kept in stripe_events);
 * - payment_intent.succeeded settles a pending intent (the order or the deposit is written); on an
 *   intent already closed unpaid (declined, abandoned) the money goes back to the card; on a paid one
 *   it is a repeat;
 * - payment_intent.payment_failed is one failed attempt: the buyer may try another card on the same
 *   PaymentIntent, so the intent stays open with the reason noted (a later success still counts);
 * - payment_intent.canceled closes a pending intent (declined with the noted reason, or abandoned);
 * - anything else, an event about a PaymentIntent that is not ours, or one that does not match the
 *   intent (another PaymentIntent, another amount) is acknowledged and ignored.
 */
export async function applyStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<StripeEventOutcome> {
  const [seen] = await ctx.db
    .select({ eventId: stripeEvents.eventId })
    .from(stripeEvents)
    .where(eq(stripeEvents.eventId, event.id));
  if (seen) return 'duplicate';
  const isPaymentIntentEvent = event.type.startsWith('payment_intent.');
  const stripeIntent = isPaymentIntentEvent ? (event.data.object as Stripe.PaymentIntent) : null;
  const intentId = stripeIntent?.metadata?.[STRIPE_METADATA_KEY];
  const [intent] =
    intentId && UUID.test(intentId)
      ? await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId))
      : [];
  const gateway = ctx.payments.find('card');
  const isOurs =
    stripeIntent &&
    intent &&
    gateway &&
    intent.amountCents === stripeIntent.amount &&
    (intent.chargeId === null || intent.chargeId === stripeIntent.id);

  let outcome: StripeEventOutcome = 'ignored';
  if (isOurs) {
    const handlers = cardPaymentHandlers(ctx)[intent.purpose];
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const charge = {
          status: 'succeeded' as const,
          chargeId: stripeIntent.id,
          cardBrand: null,
          cardLast4: null,
        };
        if (intent.status === 'pending') {
          const settled = await settleIntent(ctx, gateway, intent.id, charge, handlers);
          // Replayed: another delivery (this event again, or other news of the same payment)
          // settled it while this one waited for the intent's lock; this one changed nothing.
          if (!settled.replayed) outcome = 'settled';
        } else if (await refundLateCharge(ctx, gateway, intent.id, charge)) {
          outcome = 'refunded';
        }
        break;
      }
      case 'payment_intent.payment_failed': {
        const card = stripeIntent.last_payment_error?.payment_method?.card;
        const isNoted = await noteFailedAttempt(ctx, intent.id, {
          reason: declineReasonOf(stripeIntent).description,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
        });
        if (isNoted) outcome = 'noted';
        break;
      }
      case 'payment_intent.canceled': {
        if (intent.status !== 'pending') break;
        if (stripeIntent.last_payment_error) {
          const card = stripeIntent.last_payment_error.payment_method?.card;
          const settled = await settleIntent(
            ctx,
            gateway,
            intent.id,
            {
              status: 'declined',
              reason: declineReasonOf(stripeIntent),
              cardBrand: card?.brand ?? null,
              cardLast4: card?.last4 ?? null,
            },
            handlers,
          );
          if (!settled.replayed) outcome = 'settled';
        } else if (await abandonIntent(ctx, intent.id)) {
          outcome = 'settled';
        }
        break;
      }
      default:
        break;
    }
  }
  // Recorded after it is applied: a crash in between makes Stripe send it again, and applying is
  // idempotent by the intent's state. Deliveries of one event racing each other all get here; the
  // one that changed something is what the row keeps, and the others are duplicates.
  const recorded = await ctx.db
    .insert(stripeEvents)
    .values({
      eventId: event.id,
      type: event.type,
      stripePaymentIntent: stripeIntent?.id ?? null,
      paymentIntentId: intent?.id ?? null,
      outcome,
      createdAt: new Date(event.created * 1000),
      processedAt: ctx.clock.now(),
    })
    .onConflictDoUpdate({
      target: stripeEvents.eventId,
      set: { outcome: sql`excluded.outcome`, processedAt: sql`excluded.processed_at` },
      setWhere: sql`${stripeEvents.outcome} = 'ignored' AND excluded.outcome <> 'ignored'`,
    })
    .returning({ eventId: stripeEvents.eventId });
  return recorded.length > 0 ? outcome : 'duplicate';
}
