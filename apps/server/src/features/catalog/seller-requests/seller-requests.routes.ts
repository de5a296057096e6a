import {
  SELLER_REQUEST_MESSAGES,
  sellerRequestCreatedSchema,
  sellerRequestInputSchema,
  sellerStandingSchema,
  pendingSellerRequestListSchema,
} from '@netlease/shared/seller-requests';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { sellerRequestRoutes } from '@netlease/shared/routes/seller-requests';
import { registerReviewRoutes } from '../../../platform/http/review-routes';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as sellerRequests from './seller-requests.service';

// Any text: an id that is not a uuid answers 404 like a missing request.
/**
 * Becoming a seller (docs/decisions/170-becoming-a-seller.md): any signed-in user reads their
 * standing; the service lets only verified leasers ask; admins alone decide, since the decision
 * changes a role.
 */
export function registerSellerRequestsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/seller-requests/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['seller-requests'],
        description: 'The caller’s role, KYC state, latest request and whether they may send one now.',
        response: { 200: sellerStandingSchema, ...errorResponses },
      },
    },
    async (request) => sellerRequests.getSellerStanding(ctx, requireUser(request).id),
  );

  app.post(
    '/api/seller-requests',
    {
      config: { access: 'user' },
      schema: {
        tags: ['seller-requests'],
        body: sellerRequestInputSchema,
        response: { 201: sellerRequestCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await sellerRequests.createSellerRequest(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        ...toMessageReply(SELLER_REQUEST_MESSAGES.submitted),
        request: created,
      });
    },
  );

  app.get(
    '/api/admin/seller-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        response: { 200: pendingSellerRequestListSchema, ...errorResponses },
      },
    },
    async () => ({ requests: await sellerRequests.listPendingSellerRequests(ctx.db) }),
  );

  registerReviewRoutes(app, {
    approveRoute: sellerRequestRoutes.approveSellerRequest,
    rejectRoute: sellerRequestRoutes.rejectSellerRequest,
    approve: (adminId, id) => sellerRequests.approveSellerRequest(ctx, adminId, id),
    reject: (adminId, id, input) => sellerRequests.rejectSellerRequest(ctx, adminId, id, input),
  });
}
