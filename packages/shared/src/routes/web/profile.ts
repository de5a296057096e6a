// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const profileRoutes = {
  getProfile: { operationId: 'getProfile', method: 'GET', path: '/api/profile', tag: 'profile' },
  updateProfile: { operationId: 'updateProfile', method: 'PUT', path: '/api/profile', tag: 'profile' },
  changePassword: {
    operationId: 'changePassword',
    method: 'PUT',
    path: '/api/profile/password',
    tag: 'profile',
  },
  getBillingProfile: {
    operationId: 'getBillingProfile',
    method: 'GET',
    path: '/api/profile/billing',
    tag: 'profile',
  },
  saveBillingProfile: {
    operationId: 'saveBillingProfile',
    method: 'PUT',
    path: '/api/profile/billing',
    tag: 'profile',
  },
  getPublicProfile: {
    operationId: 'getPublicProfile',
    method: 'GET',
    path: '/api/users/:id/public',
    tag: 'profile',
  },
} as unknown as (typeof ROUTE_GROUPS)['profileRoutes'];
