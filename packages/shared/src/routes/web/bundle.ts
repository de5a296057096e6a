// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const bundleRoutes = {
  listAvailableSubnets: {
    operationId: 'listAvailableSubnets',
    method: 'GET',
    path: '/api/server-packages/available-subnets',
    tag: 'server-packages',
  },
  getOwnBundle: {
    operationId: 'getOwnBundle',
    method: 'GET',
    path: '/api/server-packages/:id/bundle',
    tag: 'server-packages',
  },
  setBundleSubnets: {
    operationId: 'setBundleSubnets',
    method: 'PUT',
    path: '/api/server-packages/:id/bundle',
    tag: 'server-packages',
  },
  getPublicBundle: {
    operationId: 'getPublicBundle',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id/bundle',
    tag: 'marketplace',
  },
} as unknown as (typeof ROUTE_GROUPS)['bundleRoutes'];
