import { SELLER_REQUEST_MESSAGES } from '@netlease/shared/seller-requests';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { sellerRequestRoutes } from '@netlease/shared/routes/seller-requests';
import { registerReviewRoutes } from '../../../platform/http/review-routes';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as sellerRequests from './seller-requests.service';

/**
 * Becoming a seller (docs/decisions/170-becoming-a-seller.md): any signed-in user reads their
 * standing; the service lets only verified leasers ask; admins alone decide, since the decision
 * changes a role.
 */
export function registerSellerRequestsRoutes(app: Api, ctx: AppContext) {
  serve(app, sellerRequestRoutes.getSellerStanding, {
    handler: async (request) => sellerRequests.getSellerStanding(ctx, requireUser(request).id),
  });

  serve(app, sellerRequestRoutes.createSellerRequest, {
    handler: async (request, reply) => {
      const created = await sellerRequests.createSellerRequest(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        ...toMessageReply(SELLER_REQUEST_MESSAGES.submitted),
        request: created,
      });
    },
  });

  serve(app, sellerRequestRoutes.listPendingSellerRequests, {
    handler: async () => ({ requests: await sellerRequests.listPendingSellerRequests(ctx.db) }),
  });

  registerReviewRoutes(app, {
    approveRoute: sellerRequestRoutes.approveSellerRequest,
    rejectRoute: sellerRequestRoutes.rejectSellerRequest,
    approve: (adminId, id) => sellerRequests.approveSellerRequest(ctx, adminId, id),
    reject: (adminId, id, input) => sellerRequests.rejectSellerRequest(ctx, adminId, id, input),
  });
}
