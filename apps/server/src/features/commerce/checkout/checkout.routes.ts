import { checkoutRoutes } from '@netlease/shared/routes/checkout';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { checkout } from './checkout.service';
import { getCheckoutSummary, holdCheckoutItem, releaseCheckoutHold } from './checkout-holds.service';

export function registerCheckoutRoutes(app: Api, ctx: AppContext) {
  serve(app, checkoutRoutes.getCheckoutSummary, {
    handler: async (request) =>
      getCheckoutSummary(ctx, requireUser(request).id, request.params.itemType, request.params.id),
  });

  // docs/PRODUCT.md "Checkout" (holding the unit), docs/decisions/232-checkout-holds.md.
  serve(app, checkoutRoutes.holdCheckoutItem, {
    handler: async (request, reply) => {
      const { status, body } = await holdCheckoutItem(
        ctx,
        requireUser(request).id,
        request.params.itemType,
        request.params.id,
      );
      return reply.status(status).send(body);
    },
  });

  serve(app, checkoutRoutes.releaseCheckoutHold, {
    handler: async (request) => releaseCheckoutHold(ctx, requireUser(request).id, request.params.id),
  });

  serve(app, checkoutRoutes.createCheckout, {
    handler: async (request, reply) => {
      const result = await checkout(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  });
}
