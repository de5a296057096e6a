import { checkoutRoutes } from '@netlease/shared/routes/checkout';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { paymentAnswer, replyIdempotent } from '../../../platform/http/idempotent-reply';
import { checkout, type CheckoutSuccess } from './checkout.service';
import { getCheckoutSummary, holdCheckoutItem, releaseCheckoutHold } from './checkout-holds.service';

export function registerCheckoutRoutes(app: Api, ctx: AppContext) {
  serve(app, checkoutRoutes.getCheckoutSummary, {
    handler: async (request) =>
      getCheckoutSummary(ctx, requireUser(request).id, request.params.itemType, request.params.id),
  });

  // docs/PRODUCT.md "Checkout" (holding the unit), docs/decisions/232-checkout-holds.md.
  serve(app, checkoutRoutes.holdCheckoutItem, {
    handler: async (request, reply) => {
      const { summary, isNew } = await holdCheckoutItem(
        ctx,
        requireUser(request).id,
        request.params.itemType,
        request.params.id,
      );
      return reply.status(isNew ? 201 : 200).send(summary);
    },
  });

  serve(app, checkoutRoutes.releaseCheckoutHold, {
    handler: async (request) => releaseCheckoutHold(ctx, requireUser(request).id, request.params.id),
  });

  serve(app, checkoutRoutes.createCheckout, {
    // A repeat with the same Idempotency-Key gets the first reply (docs/PRODUCT.md "Checkout").
    handler: async (request, reply) => {
      const buyerId = requireUser(request).id;
      const answer = (result: CheckoutSuccess) => ({ status: 201, body: result });
      return replyIdempotent(
        ctx,
        request,
        reply,
        { userId: buyerId, scope: 'checkout', answer },
        async (once) => paymentAnswer(await checkout(ctx, buyerId, request.body, once)),
      );
    },
  });
}
