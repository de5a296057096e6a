import { LEASE_MESSAGES, leaseDeliverySchema } from '@netlease/shared/lease-delivery';
import { ORDER_MESSAGES, orderReplySchema, orderStatusInputSchema } from '@netlease/shared/orders';
import { idParamsSchema } from '@netlease/shared/query-params';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { advanceLease, getLeaseDelivery } from './lease-delivery.service';

/** The lease page and the seller's status steps (docs/PRODUCT.md "Delivering a lease"). */
export function registerLeaseDeliveryRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/orders/:id/delivery',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description:
          'The steps of a lease for its buyer or seller: ASN, letter of authorization, the ROA and its RPKI state, activation, claim window, end.',
        params: idParamsSchema,
        response: { 200: leaseDeliverySchema, ...errorResponses },
      },
    },
    async (request) => getLeaseDelivery(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description:
          'The seller moves an order to provisioning, then active; an IP lease becomes active only with its paperwork.',
        params: idParamsSchema,
        body: orderStatusInputSchema,
        response: { 200: orderReplySchema, ...errorResponses },
      },
    },
    async (request) => {
      const order = await advanceLease(ctx, requireUser(request).id, request.params.id, request.body.status);
      const done =
        request.body.status === 'active' ? LEASE_MESSAGES.orderActivated : ORDER_MESSAGES.orderUpdated;
      return { order, ...toMessageReply(done) };
    },
  );
}
