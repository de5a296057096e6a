import { apiRoute } from '../api-route';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';
import {
  pendingSellerRequestListSchema,
  rejectSellerRequestInputSchema,
  sellerRequestCreatedSchema,
  sellerRequestInputSchema,
  sellerStandingSchema,
} from '../seller-requests';

/**
 * Becoming a seller (docs/decisions/170-becoming-a-seller.md): any signed-in user reads their
 * standing; the service lets only verified leasers ask; admins alone decide, since the decision
 * changes a role.
 */
export const sellerRequestRoutes = {
  getSellerStanding: apiRoute({
    operationId: 'getSellerStanding',
    method: 'GET',
    path: '/api/seller-requests/mine',
    summary: "Read the caller's standing as a would-be seller",
    description: 'The caller’s role, KYC state, latest request and whether they may send one now.',
    tag: 'seller-requests',
    access: 'user',
    token: 'read',
    replies: { 200: sellerStandingSchema },
  }),
  createSellerRequest: apiRoute({
    operationId: 'createSellerRequest',
    method: 'POST',
    path: '/api/seller-requests',
    summary: 'Ask to become a seller',
    tag: 'seller-requests',
    access: 'user',
    token: 'browser',
    body: sellerRequestInputSchema,
    replies: { 201: sellerRequestCreatedSchema },
    errors: [409],
  }),
  listPendingSellerRequests: apiRoute({
    operationId: 'listPendingSellerRequests',
    method: 'GET',
    path: '/api/admin/seller-requests',
    summary: 'List the requests to sell awaiting a decision',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    replies: { 200: pendingSellerRequestListSchema },
  }),
  approveSellerRequest: apiRoute({
    operationId: 'approveSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/approve',
    summary: "Approve a leaser's request to sell",
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    // Any text: an id that is not a uuid answers 404 like a missing request.
    params: textIdParamsSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
  rejectSellerRequest: apiRoute({
    operationId: 'rejectSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/reject',
    summary: "Reject a leaser's request to sell, with the reason",
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: textIdParamsSchema,
    body: rejectSellerRequestInputSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
};
