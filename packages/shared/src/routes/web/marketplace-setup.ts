// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const marketplaceSetupRoutes = {
  getMarketplaceSetup: {
    operationId: 'getMarketplaceSetup',
    method: 'GET',
    path: '/api/admin/setup',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['marketplaceSetupRoutes'];
