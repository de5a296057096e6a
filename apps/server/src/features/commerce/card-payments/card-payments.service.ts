import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ErrorBody } from '@netlease/shared/errors';
import { MONEY_MESSAGES } from '@netlease/shared/money';
import { PAYMENT_MESSAGES, findCardProblem, type Card } from '@netlease/shared/payments';
import type { AppContext } from '../../../platform/app-context';
import type { Transaction } from '../../../platform/db/database';
import { paymentIntents } from '../../../platform/db/schema/commerce/index';
import { AppError } from '../../../platform/errors';
import type {
  ChargeResult,
  FinalCharge,
  PaymentGateway,
  PaymentOutcome,
} from '../../../platform/payments/payment-gateway';
import {
  IdempotentRefusal,
  stableStringify,
  type IdempotentResult,
} from '../../../platform/payments/idempotency';
import { lockIntent, replay, type PaymentIntent } from './payment-intents';
import { refundUndeliverable } from './card-refunds';

// What other features use of the card code (docs/decisions/266: commerce owns card payments).
export type { PaymentOutcome } from '../../../platform/payments/payment-gateway';
export type { PaymentIntent } from './payment-intents';
export { sendCardRefund } from './card-refunds';

export type SucceededCharge = Extract<ChargeResult, { status: 'succeeded' }>;
export type DeclinedCharge = Extract<ChargeResult, { status: 'declined' }>;

/** The answer kept on an intent for what was paid for: 'Created', as the payment's own route gives it. */
const PAID_STATUS = 201;

/** How a feature completes a card payment of its purpose, in the second transaction. */
export interface CardPaymentHandlers<T> {
  /**
   * Writes what was paid for (order, deposit) with the charge as its source and returns it. Throwing an
   * AppError refuses it, for example because the item was leased meanwhile: the charge is then refunded.
   */
  apply(tx: Transaction, intent: PaymentIntent, charge: SucceededCharge): Promise<T>;
  /**
   * Keeps the processor's refusal (a failed payment record) and returns the refusal the buyer reads: it
   * is kept on the intent with these writes, then thrown (an IdempotentRefusal) once they are committed.
   */
  decline(tx: Transaction, intent: PaymentIntent, charge: DeclinedCharge): Promise<AppError>;
}

/** The body an intent keeps for a refusal: what the error handler would send for it. */
export const refusalBody = (refusal: AppError): ErrorBody => ({
  code: refusal.code,
  title: refusal.title,
  message: refusal.userMessage,
});

/** An intent's answer as the service sees it: a paid result, or its refusal thrown. */
function toOutcome<T>(answer: IdempotentResult<unknown>): PaymentOutcome<T> {
  if (answer.status >= 400) {
    throw new IdempotentRefusal(answer.status, answer.body as ErrorBody, answer.replayed);
  }
  return { state: 'paid', result: answer.body as T, replayed: answer.replayed };
}

export interface CardPaymentRequest {
  userId: string;
  purpose: PaymentIntent['purpose'];
  amountCents: number;
  description: string;
  card: Card | undefined;
  /** The Idempotency-Key header: a retry with it completes or replays this payment. */
  idempotencyKey: string | undefined;
  /** What identifies the request for the key (never raw card data). */
  fingerprint: unknown;
  /** What is paid for, kept on the intent so the second phase (or the reconciler) can apply it. */
  details: Record<string, unknown>;
  /**
   * Secures what is paid for before the card is charged (a checkout holds the unit), in a transaction
   * under the intent's lock. Throwing an AppError refuses the payment with nothing charged: the intent
   * is closed with that answer, which a retry with the same key replays.
   */
  secure?(tx: Transaction, intent: PaymentIntent): Promise<void>;
}

/**
 * A card payment in two phases (docs/decisions/120-two-phase-payments.md, docs/PRODUCT.md
 * "Payments"): (1) an intent is committed, (2) the gateway is charged with the intent's id as its
 * idempotency key, no transaction open, (3) the outcome is applied in a second transaction. A crash
 * between the steps leaves a pending intent that `reconcileCardPayments` (card-reconciler.ts) settles;
 * a retry with the same Idempotency-Key drives the same intent and never charges twice.
 */
export async function payByCard<T>(
  ctx: AppContext,
  gateway: PaymentGateway,
  request: CardPaymentRequest,
  handlers: CardPaymentHandlers<T>,
): Promise<PaymentOutcome<T>> {
  const now = ctx.clock.now();
  // Bad card details never reach the processor, so nothing is recorded for them. A processor with
  // its own card fields in the browser (Stripe) must never be sent a card through us.
  const problem =
    gateway.cardEntry === 'processor'
      ? request.card
        ? PAYMENT_MESSAGES.cardDetailsNotAccepted
        : null
      : request.card
        ? findCardProblem(request.card, now)
        : PAYMENT_MESSAGES.cardDetailsRequired;
  if (problem) throw new AppError('bad_request', problem);
  const requestHash = createHash('sha256')
    .update(`${request.purpose}\n${stableStringify(request.fingerprint)}`)
    .digest('hex');

  const [created] = await ctx.db
    .insert(paymentIntents)
    .values({
      userId: request.userId,
      purpose: request.purpose,
      gateway: gateway.id,
      amountCents: request.amountCents,
      request: request.details,
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  let intent = created;
  if (!intent) {
    [intent] = await ctx.db
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, request.userId),
          eq(paymentIntents.idempotencyKey, request.idempotencyKey!),
        ),
      );
    if (!intent || intent.requestHash !== requestHash) {
      throw new AppError('unprocessable', MONEY_MESSAGES.idempotencyMismatch);
    }
    if (intent.responseStatus !== null) return toOutcome(replay(intent));
  }
  if (request.secure) {
    const answered = await secureBeforeCharge(ctx, intent.id, request.secure);
    if (answered) return toOutcome(answered);
  }

  const charge = await gateway.charge({
    key: intent.id,
    amountCents: intent.amountCents,
    description: request.description,
    card: request.card,
    reference: intent.chargeId,
    now,
  });
  if (charge.status === 'invalid') throw new AppError('bad_request', charge.reason);
  if (charge.status === 'awaiting_confirmation') return awaitConfirmation(ctx, intent.id, charge);
  return toOutcome(await settleIntent(ctx, gateway, intent.id, charge, handlers));
}

/**
 * Runs `secure` under the intent's lock, before any charge: an intent answered meanwhile (a concurrent
 * retry with the same key) is replayed instead; a refusal closes the intent with it, uncharged.
 */
async function secureBeforeCharge(
  ctx: AppContext,
  intentId: string,
  secure: NonNullable<CardPaymentRequest['secure']>,
): Promise<IdempotentResult<unknown> | null> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, intentId);
      if (intent.responseStatus !== null) return replay<unknown>(intent);
      await secure(tx, intent);
      return null;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body = refusalBody(error);
    await ctx.db
      .update(paymentIntents)
      .set({
        status: 'abandoned',
        failureReason: error.userMessage,
        responseStatus: error.status,
        responseBody: body,
        updatedAt: ctx.clock.now(),
      })
      .where(
        and(
          eq(paymentIntents.id, intentId),
          eq(paymentIntents.status, 'pending'),
          isNull(paymentIntents.responseStatus),
        ),
      );
    throw error;
  }
}

/**
 * The processor holds the payment for the buyer to confirm in the browser: its id is kept on the
 * intent (so the webhook, the reconciler and a retry find it), and the answer is the client secret.
 * The intent stays pending; its final answer is written when the outcome arrives.
 */
async function awaitConfirmation(
  ctx: AppContext,
  intentId: string,
  charge: Extract<ChargeResult, { status: 'awaiting_confirmation' }>,
): Promise<PaymentOutcome<never>> {
  await ctx.db
    .update(paymentIntents)
    .set({ chargeId: charge.reference, updatedAt: ctx.clock.now() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')));
  return {
    state: 'requires_confirmation',
    confirmation: {
      status: 'requires_confirmation',
      paymentId: intentId,
      clientSecret: charge.clientSecret,
    },
  };
}

/**
 * Applies a charge's outcome to its intent, once: the intent row is locked, so a retry, a second
 * instance or the reconciler arriving together find the first answer and replay it.
 */
export async function settleIntent<T>(
  ctx: AppContext,
  gateway: PaymentGateway,
  intentId: string,
  charge: FinalCharge,
  handlers: CardPaymentHandlers<T>,
): Promise<IdempotentResult<T | ErrorBody>> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, intentId);
      if (intent.responseStatus !== null) return replay<T | ErrorBody>(intent);
      let answer: { status: number; body: T | ErrorBody };
      if (charge.status === 'declined') {
        const refusal = await handlers.decline(tx, intent, charge);
        answer = { status: refusal.status, body: refusalBody(refusal) };
      } else {
        answer = { status: PAID_STATUS, body: await handlers.apply(tx, intent, charge) };
      }
      await tx
        .update(paymentIntents)
        .set({
          status: charge.status === 'declined' ? 'declined' : 'succeeded',
          chargeId: charge.status === 'succeeded' ? charge.chargeId : null,
          cardBrand: charge.cardBrand,
          cardLast4: charge.cardLast4,
          failureReason: charge.status === 'declined' ? charge.reason.description : null,
          responseStatus: answer.status,
          responseBody: answer.body as object,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(paymentIntents.id, intentId));
      return { ...answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof AppError) || charge.status !== 'succeeded') throw error;
    return refundUndeliverable(ctx, gateway, intentId, charge, error);
  }
}

/**
 * Keeps what the processor said about a failed attempt on a payment still open for the buyer (they
 * may try another card on it): the reason is used if the payment is finally closed unpaid.
 */
export async function noteFailedAttempt(
  ctx: AppContext,
  intentId: string,
  failure: { reason: string; cardBrand: string | null; cardLast4: string | null },
): Promise<boolean> {
  const noted = await ctx.db
    .update(paymentIntents)
    .set({ failureReason: failure.reason, cardBrand: failure.cardBrand, cardLast4: failure.cardLast4 })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return noted.length > 0;
}

/** Closes a pending intent whose charge was never made: the buyer's answer is 'not completed'. */
export async function abandonIntent(ctx: AppContext, intentId: string): Promise<boolean> {
  const body: ErrorBody = {
    code: 'conflict',
    title: PAYMENT_MESSAGES.paymentNotCompleted.title,
    message: PAYMENT_MESSAGES.paymentNotCompleted.description,
  };
  const closed = await ctx.db
    .update(paymentIntents)
    .set({ status: 'abandoned', responseStatus: 409, responseBody: body, updatedAt: ctx.clock.now() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')))
    .returning({ id: paymentIntents.id });
  return closed.length > 0;
}
