import { apiRoute } from '../api-route';
import { leaseDeliverySchema } from '../lease-delivery';
import { orderReplySchema, orderStatusInputSchema } from '../orders';
import { idParamsSchema } from '../query-params';

/** The lease page and the seller's status steps (docs/PRODUCT.md "Delivering a lease"). */
export const leaseDeliveryRoutes = {
  getLeaseDelivery: apiRoute({
    operationId: 'getLeaseDelivery',
    method: 'GET',
    path: '/api/orders/:id/delivery',
    summary: 'Read the delivery steps of a lease',
    description:
      'The steps of a lease for its buyer or seller, and for staff and admins to read: ASN, letter of authorization, the ROA and its RPKI state, activation, claim window, end.',
    tag: 'orders',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: leaseDeliverySchema },
  }),
  updateOrderStatus: apiRoute({
    operationId: 'updateOrderStatus',
    method: 'POST',
    path: '/api/orders/:id/status',
    summary: 'Move an order to provisioning or active',
    description:
      'The seller moves an order to provisioning, then active; an IP lease becomes active only with its paperwork.',
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: idParamsSchema,
    body: orderStatusInputSchema,
    replies: { 200: orderReplySchema },
    // Not ready to activate (paperwork missing), or the order moved on first.
    errors: [409],
  }),
};
