import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { paymentIntents } from '../../../platform/db/schema/commerce/index';
import { MINUTE } from '../../../platform/clock';
import { STALE_INTENT_MS, type PaymentIntent } from './payment-intents';
import { abandonIntent, settleIntent, type CardPaymentHandlers } from './card-payments.service';
import { refundIntent } from './card-refunds';

/**
 * How long a buyer has to confirm a payment in the browser (Stripe.js, 3-D Secure included) before
 * the reconciler cancels it with the processor and closes it (docs/decisions/199-stripe-gateway.md).
 */
export const CONFIRMATION_WINDOW_MS = 30 * MINUTE;

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
