// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const listingRoutes = {
  createListing: { operationId: 'createListing', method: 'POST', path: '/api/listings', tag: 'listings' },
  listListings: { operationId: 'listListings', method: 'GET', path: '/api/listings', tag: 'listings' },
  getListing: { operationId: 'getListing', method: 'GET', path: '/api/listings/:id', tag: 'listings' },
  updateListing: { operationId: 'updateListing', method: 'PUT', path: '/api/listings/:id', tag: 'listings' },
  pauseListing: {
    operationId: 'pauseListing',
    method: 'POST',
    path: '/api/listings/:id/pause',
    tag: 'listings',
  },
  resumeListing: {
    operationId: 'resumeListing',
    method: 'POST',
    path: '/api/listings/:id/resume',
    tag: 'listings',
  },
  deleteListing: {
    operationId: 'deleteListing',
    method: 'DELETE',
    path: '/api/listings/:id',
    tag: 'listings',
  },
} as unknown as (typeof ROUTE_GROUPS)['listingRoutes'];
