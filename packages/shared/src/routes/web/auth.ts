// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const authRoutes = {
  getCsrfToken: { operationId: 'getCsrfToken', method: 'GET', path: '/api/auth/csrf', tag: 'auth' },
  getSession: { operationId: 'getSession', method: 'GET', path: '/api/auth/session', tag: 'auth' },
  registerAccount: {
    operationId: 'registerAccount',
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
  },
  signIn: { operationId: 'signIn', method: 'POST', path: '/api/auth/login', tag: 'auth' },
  signOut: { operationId: 'signOut', method: 'POST', path: '/api/auth/logout', tag: 'auth' },
  signOutEverywhere: {
    operationId: 'signOutEverywhere',
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    tag: 'auth',
  },
  verifyEmail: { operationId: 'verifyEmail', method: 'POST', path: '/api/auth/verify-email', tag: 'auth' },
  resendVerification: {
    operationId: 'resendVerification',
    method: 'POST',
    path: '/api/auth/resend-verification',
    tag: 'auth',
  },
  requestPasswordReset: {
    operationId: 'requestPasswordReset',
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
  },
  resetPassword: {
    operationId: 'resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
  },
  confirmEmailChange: {
    operationId: 'confirmEmailChange',
    method: 'POST',
    path: '/api/auth/confirm-email',
    tag: 'auth',
  },
} as unknown as (typeof ROUTE_GROUPS)['authRoutes'];
