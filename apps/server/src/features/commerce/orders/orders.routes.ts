import {
  ORDER_MESSAGES,
  autoRenewInputSchema,
  orderStatusInputSchema,
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
import { advanceOrderStatus } from './order-status.service';
import { refundOrder } from './order-refunds.service';
import { idParamsSchema } from '@netlease/shared/query-params';

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

  app.post(
    '/api/orders/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: orderStatusInputSchema,
        response: { 200: orderReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      order: await advanceOrderStatus(ctx, requireUser(request).id, request.params.id, request.body.status),
      ...toMessageReply(ORDER_MESSAGES.orderUpdated),
    }),
  );

  // Cancel (either party) and dispute (the buyer) both refund before activation; a repeat with its
  // Idempotency-Key replays the first answer.
  for (const [action, outcome, done] of [
    ['cancel', 'cancelled', ORDER_MESSAGES.orderCancelled],
    ['dispute', 'dispute', ORDER_MESSAGES.orderDisputed],
  ] as const) {
    app.post(
      `/api/orders/:id/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders'],
          params: idParamsSchema,
          response: { 200: orderReplySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await refundOrder(
          ctx,
          requireUser(request).id,
          request.params.id,
          outcome,
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
