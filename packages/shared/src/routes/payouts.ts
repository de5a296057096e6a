import { apiRoute } from '../api-route';
import { payoutListSchema, payoutReplySchema, payoutRequestSchema, sellerMoneySchema } from '../money';
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
  getSellerMoney: apiRoute({
    operationId: 'getSellerMoney',
    method: 'GET',
    path: '/api/payouts/balance',
    summary: "The caller's balances, sale holds with release dates, lifetime earnings",
    tag: 'payouts',
    access: 'user',
    token: 'read',
    replies: { 200: sellerMoneySchema },
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
