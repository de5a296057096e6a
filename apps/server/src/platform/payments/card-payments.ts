import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorBody } from '@netlease/shared/errors';
import { MONEY_MESSAGES } from '@netlease/shared/money';
import {
  PAYMENT_MESSAGES,
  findCardProblem,
  type Card,
  type CardConfirmation,
} from '@netlease/shared/payments';
import type { AppContext } from '../app-context';
import { queryRows, type Transaction } from '../db/database';
import { paymentIntents, payments } from '../db/schema/index';
import { AppError } from '../errors';
import { MINUTE } from '../clock';
import type { ChargeResult, FinalCharge, PaymentGateway } from './payment-gateway';
import { stableStringify, type IdempotentResult } from './idempotency';

export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type SucceededCharge = Extract<ChargeResult, { status: 'succeeded' }>;
export type DeclinedCharge = Extract<ChargeResult, { status: 'declined' }>;
type Answer<T> = { status: number; body: T };

/** How a feature completes a card payment of its purpose, in the second transaction. */
export interface CardPaymentHandlers<T> {
  /**
   * Writes what was paid for (order, deposit) with the charge as its source. Throwing an AppError
   * refuses it, for example because the item was leased meanwhile: the charge is then refunded.
   */
  apply(tx: Transaction, intent: PaymentIntent, charge: SucceededCharge): Promise<Answer<T>>;
  /** Keeps the processor's refusal (a failed payment record) and says what the buyer reads. */
  decline(tx: Transaction, intent: PaymentIntent, charge: DeclinedCharge): Promise<Answer<ErrorBody>>;
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
}

/** An intent older than this whose answer is not applied is the reconciler's (a crash or a lost call). */
export const STALE_INTENT_MS = 2 * MINUTE;
/**
 * How long a buyer has to confirm a payment in the browser (Stripe.js, 3-D Secure included) before
 * the reconciler cancels it with the processor and closes it (docs/decisions/199-stripe-gateway.md).
 */
export const CONFIRMATION_WINDOW_MS = 30 * MINUTE;

const replay = <T>(intent: PaymentIntent): IdempotentResult<T> => ({
  status: intent.responseStatus!,
  body: intent.responseBody as T,
  replayed: true,
});

/**
 * A card payment in two phases (docs/decisions/120-two-phase-payments.md, docs/PRODUCT.md
 * "Payments"): (1) an intent is committed, (2) the gateway is charged with the intent's id as its
 * idempotency key, no transaction open, (3) the outcome is applied in a second transaction. A crash
 * between the steps leaves a pending intent that `reconcileCardPayments` settles; a retry with the
 * same Idempotency-Key drives the same intent and never charges twice.
 */
export async function payByCard<T>(
  ctx: AppContext,
  gateway: PaymentGateway,
  request: CardPaymentRequest,
  handlers: CardPaymentHandlers<T>,
): Promise<IdempotentResult<T | ErrorBody | CardConfirmation>> {
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
    if (intent.responseStatus !== null) return replay(intent);
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
  return settleIntent(ctx, gateway, intent.id, charge, handlers);
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
): Promise<IdempotentResult<CardConfirmation>> {
  await ctx.db
    .update(paymentIntents)
    .set({ chargeId: charge.reference, updatedAt: ctx.clock.now() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending')));
  return {
    status: 202,
    body: { status: 'requires_confirmation', paymentId: intentId, clientSecret: charge.clientSecret },
    replayed: false,
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
      const answer =
        charge.status === 'declined'
          ? await handlers.decline(tx, intent, charge)
          : await handlers.apply(tx, intent, charge);
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

async function lockIntent(tx: Transaction, intentId: string) {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for('update');
  if (!intent) throw new Error(`payment intent ${intentId} is missing`);
  return intent;
}

/**
 * A charge about to be refunded stays in the user's payments as a failed one, with the reason; the
 * refund itself goes through the gateway after the commit (docs/decisions/120).
 */
async function recordRefundedCharge(
  tx: Transaction,
  intent: typeof paymentIntents.$inferSelect,
  charge: SucceededCharge,
  failureReason: string,
  now: Date,
) {
  await tx.insert(payments).values({
    userId: intent.userId,
    gateway: intent.gateway,
    type: intent.purpose,
    amount: intent.amountCents,
    status: 'failed',
    transactionId: charge.chargeId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    failureReason,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The card was charged but what it paid for can no longer be delivered (the item was leased meanwhile,
 * its price changed): the answer is the refusal, and the money goes back to the card. The refund is
 * recorded first, so a crash before the gateway confirms it leaves it to the reconciler.
 */
async function refundUndeliverable(
  ctx: AppContext,
  gateway: PaymentGateway,
  intentId: string,
  charge: SucceededCharge,
  refusal: AppError,
): Promise<IdempotentResult<ErrorBody>> {
  const body: ErrorBody = {
    code: refusal.code,
    title: refusal.title,
    message: `${refusal.userMessage} ${PAYMENT_MESSAGES.chargeRefunded.description}`,
  };
  const earlier = await ctx.db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    if (intent.responseStatus !== null) return replay<ErrorBody>(intent);
    const now = ctx.clock.now();
    await tx
      .update(paymentIntents)
      .set({
        status: 'refund_pending',
        chargeId: charge.chargeId,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        failureReason: refusal.userMessage,
        responseStatus: refusal.status,
        responseBody: body,
        updatedAt: now,
      })
      .where(eq(paymentIntents.id, intentId));
    await recordRefundedCharge(tx, intent, charge, `${refusal.userMessage} The charge was refunded.`, now);
    return null;
  });
  if (earlier) return earlier;
  await refundIntent(ctx, gateway, intentId).catch(() => undefined);
  return { status: refusal.status, body, replayed: false };
}

/**
 * A payment that was closed (declined or abandoned, its answer given) and is then reported paid by
 * the processor, as a late or out-of-order webhook can: nothing is delivered for it, the buyer's
 * answer stays, and the money goes back to the card. False when the intent is not closed unpaid.
 */
export async function refundLateCharge(
  ctx: AppContext,
  gateway: PaymentGateway,
  intentId: string,
  charge: SucceededCharge,
): Promise<boolean> {
  const isRecorded = await ctx.db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    if (intent.status !== 'declined' && intent.status !== 'abandoned') return false;
    const now = ctx.clock.now();
    await tx
      .update(paymentIntents)
      .set({ status: 'refund_pending', chargeId: charge.chargeId, updatedAt: now })
      .where(eq(paymentIntents.id, intentId));
    await recordRefundedCharge(
      tx,
      intent,
      charge,
      'The payment arrived after it was closed. The charge was refunded.',
      now,
    );
    return true;
  });
  if (isRecorded) await refundIntent(ctx, gateway, intentId).catch(() => undefined);
  return isRecorded;
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

/** Gives an undeliverable charge back through the gateway; idempotent, so the reconciler may repeat it. */
async function refundIntent(ctx: AppContext, gateway: PaymentGateway, intentId: string) {
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  if (!intent || intent.status !== 'refund_pending' || !intent.chargeId) return;
  const result = await gateway.refund({
    key: `refund:${intent.id}`,
    chargeId: intent.chargeId,
    amountCents: intent.amountCents,
  });
  if (result.status !== 'succeeded') return;
  await ctx.db
    .update(paymentIntents)
    .set({ status: 'refunded', updatedAt: ctx.clock.now() })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'refund_pending')));
}

/**
 * The reconciler job: settles intents a crash or a lost answer left open. It claims a batch (moving
 * updated_at so another instance skips them), asks the gateway what became of each charge, and applies
 * the outcome with the same handlers as the request would have; charges it never made are abandoned.
 */
export async function reconcileCardPayments(
  ctx: AppContext,
  handlers: Record<PaymentIntent['purpose'], CardPaymentHandlers<unknown>>,
): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await queryRows<{ id: string }>(
    ctx.db,
    sql`UPDATE payment_intents SET attempts = attempts + 1, updated_at = ${now}
        WHERE id IN (SELECT id FROM payment_intents
                     WHERE status IN ('pending', 'refund_pending')
                       AND updated_at < ${new Date(now.getTime() - STALE_INTENT_MS)}
                     ORDER BY updated_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  for (const { id } of claimed) await reconcileIntent(ctx, id, handlers);
  return claimed.length;
}

async function reconcileIntent(
  ctx: AppContext,
  id: string,
  handlers: Record<PaymentIntent['purpose'], CardPaymentHandlers<unknown>>,
) {
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  const gateway = intent ? ctx.payments.find(intent.gateway as 'card') : null;
  if (!intent || !gateway) return;
  if (intent.status === 'refund_pending') return refundIntent(ctx, gateway, id);
  let charge = await gateway.findCharge(id, intent.chargeId);
  if (charge?.status === 'awaiting_confirmation') {
    // Still in the buyer's hands: left alone for a while, then cancelled with the processor, which
    // answers what it finally is (a payment made meanwhile is applied, not lost).
    const age = ctx.clock.now().getTime() - intent.createdAt.getTime();
    if (age < CONFIRMATION_WINDOW_MS || !gateway.cancel || !intent.chargeId) return;
    charge = await gateway.cancel(id, intent.chargeId);
    if (charge?.status === 'awaiting_confirmation') return;
  }
  if (charge === null || charge.status === 'invalid') {
    await abandonIntent(ctx, id);
    return;
  }
  await settleIntent(ctx, gateway, id, charge, handlers[intent.purpose]);
}

/**
 * Sends a refund recorded as a pending `payments` row of type 'refund' (written in the transaction
 * that took the money back in the ledger) to the gateway of the payment it gives back, and marks it
 * done. Idempotent by the refund row's id: the reconciler repeats it until the gateway confirms.
 */
export async function sendCardRefund(ctx: AppContext, refundPaymentId: string): Promise<boolean> {
  const [row] = await queryRows<{ gateway: string; amount: number | string; charge_id: string | null }>(
    ctx.db,
    sql`SELECT r.gateway, r.amount, o.transaction_id AS charge_id
        FROM payments r JOIN payments o ON o.id = r.refund_of
        WHERE r.id = ${refundPaymentId} AND r.type = 'refund' AND r.status = 'pending'`,
  );
  const gateway = row ? ctx.payments.find(row.gateway as 'card') : null;
  if (!row?.charge_id || !gateway) return false;
  const result = await gateway.refund({
    key: `refund:${refundPaymentId}`,
    chargeId: row.charge_id,
    amountCents: Number(row.amount),
  });
  if (result.status !== 'succeeded') return false;
  await ctx.db
    .update(payments)
    .set({ status: 'success', transactionId: result.refundId, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, refundPaymentId), eq(payments.status, 'pending')));
  return true;
}

/** The reconciler's other half: card refunds whose gateway call failed or was cut off by a crash. */
export async function retryPendingCardRefunds(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await queryRows<{ id: string }>(
    ctx.db,
    sql`UPDATE payments SET updated_at = ${now}
        WHERE id IN (SELECT id FROM payments
                     WHERE type = 'refund' AND status = 'pending'
                       AND updated_at < ${new Date(now.getTime() - STALE_INTENT_MS)}
                     ORDER BY updated_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  let sent = 0;
  for (const { id } of claimed) if (await sendCardRefund(ctx, id).catch(() => false)) sent += 1;
  return sent;
}
