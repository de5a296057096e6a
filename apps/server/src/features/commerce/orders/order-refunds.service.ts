import { ORDER_MESSAGES, REFUNDABLE_STATUSES } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/errors';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';
import { getOrderForParty, type OrderRow } from './orders.service';
import { lockOrder } from './order-status.service';
import {
  creditPaidInvoices,
  refundAuditDetails,
  refundedSentence,
  refundToSource,
  reverseSellerHolds,
  sendRefundToCard,
} from './order-money-steps';
import { endOrder, notifyParties, releaseOrderInventory } from './order-end-steps';

/** The order as a party reads it, which a cancellation or dispute answers. */
type OrderForParty = Awaited<ReturnType<typeof getOrderForParty>>;

/**
 * Cancellation (either party) or a dispute (the buyer) before activation, each with the reason the other
 * party reads: the buyer gets the whole charge back (to the card or the wallet it came from), the
 * seller's hold is reversed, the fee returned, the inventory freed. With an Idempotency-Key a repeat
 * replays the first answer instead of being told the order can no longer change.
 */
export async function refundOrder(
  ctx: AppContext,
  actorId: string,
  orderId: string,
  cause: 'cancel' | 'dispute',
  reason: string,
  once: Once<OrderForParty> = withoutKey(ctx.db),
): Promise<OrderForParty> {
  let cardRefundId: string | null = null;
  const order = await once.run({ orderId }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const isParty =
      order && (order.leaserId === actorId || (cause === 'cancel' && order.monetizerId === actorId));
    if (!order || !isParty) throw notFound('Order');
    if (!REFUNDABLE_STATUSES.includes(order.status)) {
      throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
    }
    cardRefundId = await cancelOrDisputeInTransaction(tx, ctx, order, { actorId, cause, reason });
    return getOrderForParty(tx, actorId, orderId);
  });
  // After the commit: no row lock is held while the gateway answers; the job retries a failed call.
  await sendRefundToCard(ctx, cardRefundId);
  return order;
}

/**
 * The cancellation's or dispute's writes, a composition of the money steps (docs/decisions/267): the
 * seller's holds reversed, the paid invoices credited, the whole charge refunded to where it came from,
 * the inventory freed, the order ended (cancelled, or dispute) and both parties told with the reason.
 * Returns the card refund to send after the commit (`sendRefundToCard`), if any.
 */
async function cancelOrDisputeInTransaction(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: { actorId: string; cause: 'cancel' | 'dispute'; reason: string },
): Promise<string | null> {
  const { actorId, cause, reason } = input;
  const holds = await reverseSellerHolds(tx, ctx, order);
  const credit = cause === 'cancel' ? 'Order cancelled' : 'Order disputed';
  const givenBack = await creditPaidInvoices(tx, ctx, order, holds, `${credit}: ${reason}`);
  const refunded = await refundToSource(tx, ctx, order, { ...givenBack, actorId });
  await releaseOrderInventory(tx, order, 'cancelled');
  await endOrder(tx, ctx, order, {
    status: cause === 'cancel' ? 'cancelled' : 'dispute',
    actorId,
    reason,
    details: refundAuditDetails(cause, reason, refunded),
  });
  const by = actorId === order.leaserId ? 'the buyer' : 'the provider';
  await notifyParties(tx, order, {
    type: 'order_refund',
    ...(cause === 'cancel'
      ? ORDER_NOTIFICATIONS.cancelled(order.title, by, reason, refundedSentence(refunded))
      : ORDER_NOTIFICATIONS.disputed(order.title, reason, refundedSentence(refunded))),
    link: `/orders/${order.id}`,
  });
  return refunded.cardRefundId;
}
