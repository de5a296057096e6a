import { apiRoute } from '../api-route';
import { idParamsSchema } from '../query-params';
import {
  orderReverseDnsSchema,
  reverseDnsDeclineInputSchema,
  reverseDnsRequestInputSchema,
  reverseDnsRequestReplySchema,
} from '../reverse-dns';

/**
 * Reverse DNS of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): both parties read
 * the order's zones and requests, the buyer asks and withdraws, the seller marks done or declines.
 */
export const reverseDnsRoutes = {
  getOrderReverseDns: apiRoute({
    operationId: 'getOrderReverseDns',
    method: 'GET',
    path: '/api/orders/:id/reverse-dns',
    summary: "Read an order's reverse zones and delegation requests",
    description: "The reverse zones of the order's leased prefix and its delegation requests, newest first.",
    tag: 'orders',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: orderReverseDnsSchema },
  }),
  requestReverseDns: apiRoute({
    operationId: 'requestReverseDns',
    method: 'POST',
    path: '/api/orders/:id/reverse-dns',
    summary: 'Ask the seller to delegate the reverse zones',
    description: "The buyer asks the seller to delegate the range's reverse zones to 2 to 4 name servers.",
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    body: reverseDnsRequestInputSchema,
    replies: { 201: reverseDnsRequestReplySchema },
    // A request is already open.
    errors: [409],
  }),
  markReverseDnsDone: apiRoute({
    operationId: 'markReverseDnsDone',
    method: 'POST',
    path: '/api/reverse-dns/:id/done',
    summary: 'Mark a reverse DNS request as delegated',
    description: "The order's seller says the reverse zones are delegated as asked.",
    tag: 'orders',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    replies: { 200: reverseDnsRequestReplySchema },
    errors: [409],
  }),
  declineReverseDns: apiRoute({
    operationId: 'declineReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/decline',
    summary: 'Decline a reverse DNS request, with the reason',
    description: "The order's seller declines the request with a reason the buyer reads.",
    tag: 'orders',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    body: reverseDnsDeclineInputSchema,
    replies: { 200: reverseDnsRequestReplySchema },
    errors: [409],
  }),
  withdrawReverseDns: apiRoute({
    operationId: 'withdrawReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/withdraw',
    summary: 'Withdraw an open reverse DNS request',
    description: 'The buyer withdraws their open request.',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    replies: { 200: reverseDnsRequestReplySchema },
    errors: [409],
  }),
};
