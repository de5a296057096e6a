// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const mfaRoutes = {
  getMfaStatus: { operationId: 'getMfaStatus', method: 'GET', path: '/api/mfa', tag: 'mfa' },
  startMfaEnrollment: {
    operationId: 'startMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/enroll',
    tag: 'mfa',
  },
  confirmMfaEnrollment: {
    operationId: 'confirmMfaEnrollment',
    method: 'POST',
    path: '/api/mfa/confirm',
    tag: 'mfa',
  },
  disableMfa: { operationId: 'disableMfa', method: 'POST', path: '/api/mfa/disable', tag: 'mfa' },
  verifyMfaSignIn: {
    operationId: 'verifyMfaSignIn',
    method: 'POST',
    path: '/api/auth/mfa/verify',
    tag: 'auth',
  },
} as unknown as (typeof ROUTE_GROUPS)['mfaRoutes'];
