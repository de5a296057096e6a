import { apiRoute } from '../api-route';
import {
  adminAsnPageSchema,
  adminAsnQuerySchema,
  asnInputSchema,
  asnRecordListSchema,
  asnRejectInputSchema,
  reviewedAsnSchema,
} from '../asns';
import { idParamsSchema } from '../query-params';

/** A buyer's ASNs (docs/PRODUCT.md "Delivering a lease"): submitted by the buyer, reviewed by an admin. */
export const asnRoutes = {
  listAsns: apiRoute({
    operationId: 'listAsns',
    method: 'GET',
    path: '/api/asns',
    summary: "List the caller's ASNs",
    tag: 'asns',
    access: 'user',
    token: 'read',
    replies: { 200: asnRecordListSchema },
  }),
  submitAsn: apiRoute({
    operationId: 'submitAsn',
    method: 'POST',
    path: '/api/asns',
    summary: 'Submit an ASN for review',
    tag: 'asns',
    access: 'user',
    token: 'browser',
    body: asnInputSchema,
    replies: { 201: reviewedAsnSchema },
    // The AS number is already someone's.
    errors: [409],
  }),
  listAdminAsns: apiRoute({
    operationId: 'listAdminAsns',
    method: 'GET',
    path: '/api/admin/asns',
    summary: 'List every ASN for review, filtered and paged',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    query: adminAsnQuerySchema,
    replies: { 200: adminAsnPageSchema },
  }),
  approveAsn: apiRoute({
    operationId: 'approveAsn',
    method: 'POST',
    path: '/api/admin/asns/:id/approve',
    summary: 'Approve an ASN waiting for review',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: idParamsSchema,
    replies: { 200: reviewedAsnSchema },
    errors: [409],
  }),
  rejectAsn: apiRoute({
    operationId: 'rejectAsn',
    method: 'POST',
    path: '/api/admin/asns/:id/reject',
    summary: 'Reject an ASN waiting for review, with the reason',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: idParamsSchema,
    body: asnRejectInputSchema,
    replies: { 200: reviewedAsnSchema },
    errors: [409],
  }),
};
