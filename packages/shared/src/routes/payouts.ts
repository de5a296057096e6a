import { apiRoute } from '../api-route';
import { payoutListSchema, payoutReplySchema, payoutRequestSchema } from '../money';
import { idempotencyHeadersSchema } from '../payments';

export const payoutRoutes = {
  listPayouts: apiRoute({
    operationId: 'listPayouts',
    method: 'GET',
    path: '/api/payouts',
    summary: "List the caller's payouts, newest first",
    tag: 'payouts',
    access: 'user',
    token: 'read',
    replies: { 200: payoutListSchema },
  }),
  requestPayout: apiRoute({
    operationId: 'requestPayout',
    method: 'POST',
    path: '/api/payouts',
    summary: 'Request a payout of part of the wallet balance',
    description: 'Requests a payout; the amount is reserved at once. Send an Idempotency-Key header.',
    tag: 'payouts',
    access: 'user',
    token: 'browser',
    headers: idempotencyHeadersSchema,
    body: payoutRequestSchema,
    replies: { 201: payoutReplySchema },
    errors: [422],
  }),
};
