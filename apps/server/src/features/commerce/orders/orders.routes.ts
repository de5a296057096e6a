import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { orderRoutes } from '@netlease/shared/routes/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { replyIdempotent } from '../../../platform/http/idempotent-reply';
import { listMyOrders, setAutoRenew } from './orders.service';
import { refundOrder } from './order-refunds.service';
import { setEndAtRenewal } from './order-terms.service';

export function registerOrdersRoutes(app: Api, ctx: AppContext) {
  serve(app, orderRoutes.listOrders, {
    handler: async (request) => ({
      orders: await listMyOrders(ctx.db, requireUser(request).id, request.query.as),
    }),
  });

  // Cancel (either party) and dispute (the buyer) both refund before activation, with the reason the
  // other party reads; a repeat with its Idempotency-Key replays the first answer. The seller's status
  // steps are the lease's (features/trust/lease-delivery, docs/decisions/230-lease-delivery.md).
  for (const [route, action, done] of [
    [orderRoutes.cancelOrder, 'cancel', ORDER_MESSAGES.orderCancelled],
    [orderRoutes.disputeOrder, 'dispute', ORDER_MESSAGES.orderDisputed],
  ] as const) {
    serve(app, route, {
      handler: async (request, reply) => {
        const userId = requireUser(request).id;
        const answer = (order: Awaited<ReturnType<typeof refundOrder>>) => ({
          status: 200,
          body: { order, ...toMessageReply(done) },
        });
        const scope = `order-${action === 'cancel' ? 'cancelled' : 'dispute'}`;
        return replyIdempotent(ctx, request, reply, { userId, scope, answer }, async (once) =>
          answer(await refundOrder(ctx, userId, request.params.id, action, request.body.reason, once)),
        );
      },
    });
  }

  serve(app, orderRoutes.setOrderAutoRenew, {
    handler: async (request) => ({
      order: await setAutoRenew(ctx, requireUser(request).id, request.params.id, request.body.autoRenews),
      ...toMessageReply(ORDER_MESSAGES.autoRenewUpdated),
    }),
  });

  // docs/PRODUCT.md "Orders" (ending at the next renewal).
  serve(app, orderRoutes.setOrderEndAtRenewal, {
    handler: async (request) => {
      const { order, done } = await setEndAtRenewal(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body.endsAtRenewal,
      );
      return { order, ...toMessageReply(done) };
    },
  });
}
