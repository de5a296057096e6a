import { errorBodySchema } from '@netlease/shared/errors';
import { cardConfirmationSchema } from '@netlease/shared/payments';
import {
  checkoutInputSchema,
  checkoutSummarySchema,
  checkoutParamsSchema,
  checkoutResultSchema,
} from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { checkout, getCheckoutSummary } from './checkout.service';

export function registerCheckoutRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/checkout/:itemType/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        params: checkoutParamsSchema,
        response: { 200: checkoutSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      getCheckoutSummary(ctx, requireUser(request).id, request.params.itemType, request.params.id),
  );

  app.post(
    '/api/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        description:
          'Pays for an IP listing or a server package (price + $5.00 fee) and creates the order. ' +
          'Send an Idempotency-Key header to make retries safe.',
        body: checkoutInputSchema,
        response: {
          201: checkoutResultSchema,
          202: cardConfirmationSchema,
          ...errorResponses,
          422: errorBodySchema,
          501: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await checkout(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  );
}
