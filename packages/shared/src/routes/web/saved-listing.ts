// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const savedListingRoutes = {
  listSavedListings: {
    operationId: 'listSavedListings',
    method: 'GET',
    path: '/api/saved-listings',
    tag: 'saved-listings',
  },
  getSavedState: {
    operationId: 'getSavedState',
    method: 'GET',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
  saveListing: {
    operationId: 'saveListing',
    method: 'PUT',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
  unsaveListing: {
    operationId: 'unsaveListing',
    method: 'DELETE',
    path: '/api/saved-listings/:kind/:id',
    tag: 'saved-listings',
  },
} as unknown as (typeof ROUTE_GROUPS)['savedListingRoutes'];
