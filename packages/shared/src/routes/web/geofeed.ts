// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const geofeedRoutes = {
  getSellerGeofeed: {
    operationId: 'getSellerGeofeed',
    method: 'GET',
    path: '/api/geofeeds/:sellerId.csv',
    tag: 'geofeeds',
  },
  getOrderGeolocation: {
    operationId: 'getOrderGeolocation',
    method: 'GET',
    path: '/api/orders/:id/geolocation',
    tag: 'orders',
  },
  setLeaseGeolocation: {
    operationId: 'setLeaseGeolocation',
    method: 'PUT',
    path: '/api/orders/:id/geolocation/:leaseId',
    tag: 'orders',
  },
  clearLeaseGeolocation: {
    operationId: 'clearLeaseGeolocation',
    method: 'DELETE',
    path: '/api/orders/:id/geolocation/:leaseId',
    tag: 'orders',
  },
} as unknown as (typeof ROUTE_GROUPS)['geofeedRoutes'];
