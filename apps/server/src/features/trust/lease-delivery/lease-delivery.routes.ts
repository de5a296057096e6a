import { LEASE_MESSAGES } from '@netlease/shared/lease-delivery';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { leaseDeliveryRoutes } from '@netlease/shared/routes/lease-delivery';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { advanceLease, getLeaseDelivery } from './lease-delivery.service';

/** The lease page and the seller's status steps (docs/PRODUCT.md "Delivering a lease"). */
export function registerLeaseDeliveryRoutes(app: Api, ctx: AppContext) {
  serve(app, leaseDeliveryRoutes.getLeaseDelivery, {
    handler: async (request) => getLeaseDelivery(ctx, requireUser(request), request.params.id),
  });

  serve(app, leaseDeliveryRoutes.updateOrderStatus, {
    handler: async (request) => {
      const order = await advanceLease(ctx, requireUser(request).id, request.params.id, request.body.status);
      const done =
        request.body.status === 'active' ? LEASE_MESSAGES.orderActivated : ORDER_MESSAGES.orderUpdated;
      return { order, ...toMessageReply(done) };
    },
  });
}
