import { apiRoute } from '../api-route';
import {
  claimDecisionInputSchema,
  claimInputSchema,
  claimReplySchema,
  orderEndInputSchema,
  staffClaimListSchema,
  staffClaimQuerySchema,
} from '../lease-delivery';
import { autoRenewInputSchema, orderListQuerySchema, orderListSchema, orderReplySchema } from '../orders';
import { endAtRenewalInputSchema } from '../lease-terms';
import { idempotencyHeadersSchema } from '../payments';
import { idParamsSchema } from '../query-params';

// Cancel (either party) and dispute (the buyer) both refund before activation, with the reason the
// other party reads; a repeat with its Idempotency-Key replays the first answer. The seller's status
// steps are the lease's (features/trust/lease-delivery, docs/decisions/230-lease-delivery.md).
export const orderRoutes = {
  listOrders: apiRoute({
    operationId: 'listOrders',
    method: 'GET',
    path: '/api/orders',
    summary: "List the caller's orders, as leaser or as monetizer",
    description: "The signed-in user's orders: as leaser (default) or as monetizer (what they sold).",
    tag: 'orders',
    access: 'user',
    token: 'read',
    query: orderListQuerySchema,
    replies: { 200: orderListSchema },
  }),
  cancelOrder: apiRoute({
    operationId: 'cancelOrder',
    method: 'POST',
    path: '/api/orders/:id/cancel',
    summary: 'Cancel an order before activation, refunding the buyer',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: orderEndInputSchema,
    replies: { 200: orderReplySchema },
    errors: [409, 422],
  }),
  disputeOrder: apiRoute({
    operationId: 'disputeOrder',
    method: 'POST',
    path: '/api/orders/:id/dispute',
    summary: 'Dispute an order before activation, refunding the buyer',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: orderEndInputSchema,
    replies: { 200: orderReplySchema },
    errors: [409, 422],
  }),
  setOrderAutoRenew: apiRoute({
    operationId: 'setOrderAutoRenew',
    method: 'PUT',
    path: '/api/orders/:id/auto-renew',
    summary: 'Turn automatic renewal of an order on or off',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    body: autoRenewInputSchema,
    replies: { 200: orderReplySchema },
    errors: [409],
  }),
  // docs/PRODUCT.md "Orders" (ending at the next renewal), docs/decisions/263-lease-terms.md.
  setOrderEndAtRenewal: apiRoute({
    operationId: 'setOrderEndAtRenewal',
    method: 'PUT',
    path: '/api/orders/:id/end-at-renewal',
    summary: 'Schedule or cancel the end of an order at its next renewal',
    description:
      'The buyer ends an active order at its next renewal (true) or keeps it renewing (false), until ' +
      '24 hours before the renewal date and never inside its minimum term.',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    body: endAtRenewalInputSchema,
    replies: { 200: orderReplySchema },
    errors: [409],
  }),
  // Claims in the week after activation (docs/PRODUCT.md "Delivering a lease").
  openOrderClaim: apiRoute({
    operationId: 'openOrderClaim',
    method: 'POST',
    path: '/api/orders/:id/claims',
    summary: 'Claim an active IP lease is unusable',
    description: 'The buyer claims an active IP lease is unusable, within 7 days of its activation.',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    body: claimInputSchema,
    replies: { 201: claimReplySchema },
    errors: [409],
  }),
  listStaffClaims: apiRoute({
    operationId: 'listStaffClaims',
    method: 'GET',
    path: '/api/staff/claims',
    summary: 'List the claims on leases, by status',
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    query: staffClaimQuerySchema,
    replies: { 200: staffClaimListSchema },
  }),
  decideClaim: apiRoute({
    operationId: 'decideClaim',
    method: 'POST',
    path: '/api/staff/claims/:id/decision',
    summary: 'Refund a claim or reject it with a reason',
    description: 'Refund the claim (the lease ends) or reject it with a reason.',
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    params: idParamsSchema,
    body: claimDecisionInputSchema,
    replies: { 200: claimReplySchema },
    errors: [409],
  }),
};
