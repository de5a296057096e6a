import { and, eq, sql } from 'drizzle-orm';
import type { ErrorBody } from '@netlease/shared/errors';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Transaction } from '../../../platform/db/database';
import { paymentIntents, payments } from '../../../platform/db/schema/commerce/index';
import type { AppError } from '../../../platform/errors';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway';
import type { IdempotentResult } from '../../../platform/payments/idempotency';
import { STALE_INTENT_MS, lockIntent, replay } from './payment-intents';
import type { SucceededCharge } from './card-payments.service';

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
export async function refundUndeliverable(
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

/** Gives an undeliverable charge back through the gateway; idempotent, so the reconciler may repeat it. */
export async function refundIntent(ctx: AppContext, gateway: PaymentGateway, intentId: string) {
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
