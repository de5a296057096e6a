// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const marketplaceRoutes = {
  searchMarketplace: {
    operationId: 'searchMarketplace',
    method: 'GET',
    path: '/api/marketplace',
    tag: 'marketplace',
  },
  countMarketplace: {
    operationId: 'countMarketplace',
    method: 'GET',
    path: '/api/marketplace/count',
    tag: 'marketplace',
  },
  getMarketplaceListing: {
    operationId: 'getMarketplaceListing',
    method: 'GET',
    path: '/api/marketplace/listings/:id',
    tag: 'marketplace',
  },
  getMarketplaceServerPackage: {
    operationId: 'getMarketplaceServerPackage',
    method: 'GET',
    path: '/api/marketplace/server-packages/:id',
    tag: 'marketplace',
  },
} as unknown as (typeof ROUTE_GROUPS)['marketplaceRoutes'];
