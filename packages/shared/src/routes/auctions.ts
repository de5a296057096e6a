import { apiRoute } from '../api-route';
import { rejectAuctionInputSchema } from '../auctions';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';

export const auctionRoutes = {
  approveAuction: apiRoute({
    operationId: 'approveAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/approve',
    summary: 'Approve an auction waiting for review',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    // Any text: an id that is not a uuid answers 404 'Auction not found' like a missing auction.
    params: textIdParamsSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
  rejectAuction: apiRoute({
    operationId: 'rejectAuction',
    method: 'POST',
    path: '/api/admin/auctions/:id/reject',
    summary: 'Reject an auction waiting for review, with the reason',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: textIdParamsSchema,
    body: rejectAuctionInputSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
};
