import { apiRoute } from '../api-route';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';
import { rejectSellerRequestInputSchema } from '../seller-requests';

export const sellerRequestRoutes = {
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
