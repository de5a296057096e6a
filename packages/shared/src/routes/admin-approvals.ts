import { apiRoute } from '../api-route';
import {
  adminStatsSchema,
  approvalItemParamsSchema,
  pendingApprovalsSchema,
  rejectInputSchema,
} from '../catalog';
import { messageSchema } from '../replies';

/** The /admin approvals tab and stat cards; admins only (docs/PRODUCT.md "Approvals"). */
export const adminApprovalRoutes = {
  getAdminStats: apiRoute({
    operationId: 'getAdminStats',
    method: 'GET',
    path: '/api/admin/stats',
    summary: "Read the admin page's stat cards: users, active orders, pending reviews",
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    replies: { 200: adminStatsSchema },
  }),
  listPendingApprovals: apiRoute({
    operationId: 'listPendingApprovals',
    method: 'GET',
    path: '/api/admin/approvals',
    summary: 'List the IP blocks, server packages and listings awaiting review',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    replies: { 200: pendingApprovalsSchema },
  }),
  approveItem: apiRoute({
    operationId: 'approveItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/approve',
    summary: 'Approve an IP block, server package or listing awaiting review',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: approvalItemParamsSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
  rejectItem: apiRoute({
    operationId: 'rejectItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/reject',
    summary: 'Reject an item awaiting review, with the reason its owner reads',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: approvalItemParamsSchema,
    body: rejectInputSchema,
    replies: { 200: messageSchema },
    errors: [409],
  }),
};
