import { errorBodySchema } from '@netlease/shared/errors';
import { cardConfirmationSchema } from '@netlease/shared/payments';
import {
  checkoutInputSchema,
  checkoutSummarySchema,
  checkoutParamsSchema,
  checkoutResultSchema,
} from '@netlease/shared/orders';
import { idParamsSchema } from '@netlease/shared/query-params';
import { okSchema } from '@netlease/shared/replies';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { checkout } from './checkout.service';
import { getCheckoutSummary, holdCheckoutItem, releaseCheckoutHold } from './checkout-holds.service';

export function registerCheckoutRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/checkout/:itemType/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        description: "The checkout summary; a read that reports the caller's live hold of the item, if any.",
        params: checkoutParamsSchema,
        response: { 200: checkoutSummarySchema, ...errorResponses },
      },
    },
    async (request) =>
      getCheckoutSummary(ctx, requireUser(request).id, request.params.itemType, request.params.id),
  );

  // docs/PRODUCT.md "Checkout" (holding the unit), docs/decisions/232-checkout-holds.md.
  app.post(
    '/api/checkout/:itemType/:id/hold',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        description:
          'Holds one unit of the item for the caller for 15 minutes (201), or refreshes their hold (200), ' +
          'and answers the checkout summary. When other buyers hold every free unit nothing is held and ' +
          '`heldUntil` says when the first of their holds ends.',
        params: checkoutParamsSchema,
        response: { 200: checkoutSummarySchema, 201: checkoutSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { status, body } = await holdCheckoutItem(
        ctx,
        requireUser(request).id,
        request.params.itemType,
        request.params.id,
      );
      return reply.status(status).send(body);
    },
  );

  app.delete(
    '/api/checkout/holds/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        description: "Releases the caller's hold (the checkout page was left).",
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => releaseCheckoutHold(ctx, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        description:
          'Pays for an IP listing or a server package (price + $5.00 fee) and creates the order. ' +
          "It leases the caller's held unit when they hold one. " +
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
