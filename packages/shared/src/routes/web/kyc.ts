// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const kycRoutes = {
  getKycState: { operationId: 'getKycState', method: 'GET', path: '/api/kyc', tag: 'kyc' },
  submitKyc: { operationId: 'submitKyc', method: 'POST', path: '/api/kyc', tag: 'kyc' },
  getKycDocument: {
    operationId: 'getKycDocument',
    method: 'GET',
    path: '/api/kyc/verifications/:id/documents/:kind',
    tag: 'kyc',
  },
  listPendingKyc: { operationId: 'listPendingKyc', method: 'GET', path: '/api/staff/kyc', tag: 'kyc' },
  reviewKyc: { operationId: 'reviewKyc', method: 'POST', path: '/api/staff/kyc/:id/review', tag: 'kyc' },
} as unknown as (typeof ROUTE_GROUPS)['kycRoutes'];
