import {
  ORDER_MESSAGES,
  autoRenewInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderReplySchema,
} from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey } from '../../../platform/payments/idempotency';
import { listMyOrders, setAutoRenew } from './orders.service';
import { refundOrder } from './order-refunds.service';
import { idParamsSchema } from '@netlease/shared/query-params';
import { orderEndInputSchema } from '@netlease/shared/lease-delivery';

export function registerOrdersRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description: "The signed-in user's orders: as leaser (default) or as monetizer (what they sold).",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses },
      },
    },
    async (request) => ({ orders: await listMyOrders(ctx.db, requireUser(request).id, request.query.as) }),
  );

  // Cancel (either party) and dispute (the buyer) both refund before activation, with the reason the
  // other party reads; a repeat with its Idempotency-Key replays the first answer. The seller's status
  // steps are the lease's (features/trust/lease-delivery, docs/decisions/230-lease-delivery.md).
  for (const [action, done] of [
    ['cancel', ORDER_MESSAGES.orderCancelled],
    ['dispute', ORDER_MESSAGES.orderDisputed],
  ] as const) {
    app.post(
      `/api/orders/:id/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          params: idParamsSchema,
          body: orderEndInputSchema,
          response: { 200: orderReplySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await refundOrder(
          ctx,
          requireUser(request).id,
          request.params.id,
          action,
          request.body.reason,
          readIdempotencyKey(request.headers['idempotency-key']),
        );
        return reply
          .header('idempotent-replayed', String(result.replayed))
          .send({ order: result.body, ...toMessageReply(done) });
      },
    );
  }

  app.put(
    '/api/orders/:id/auto-renew',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: autoRenewInputSchema,
        response: { 200: orderReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      order: await setAutoRenew(ctx, requireUser(request).id, request.params.id, request.body.autoRenews),
      ...toMessageReply(ORDER_MESSAGES.autoRenewUpdated),
    }),
  );
}
