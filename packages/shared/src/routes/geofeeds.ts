import { apiRoute } from '../api-route';
import {
  geofeedParamsSchema,
  geolocationSavedSchema,
  leaseGeolocationInputSchema,
  leaseGeolocationParamsSchema,
  orderGeolocationReplySchema,
} from '../geofeeds';
import { idParamsSchema } from '../query-params';

export const geofeedRoutes = {
  getSellerGeofeed: apiRoute({
    operationId: 'getSellerGeofeed',
    method: 'GET',
    path: '/api/geofeeds/:sellerId.csv',
    summary: "Read a seller's geofeed (RFC 8805)",
    description:
      "A seller's RFC 8805 geofeed: their listed ranges and the ranges leased from them, with " +
      'country, region and city. Answers 304 to a matching If-None-Match (weak comparison).',
    tag: 'geofeeds',
    access: 'public',
    token: 'read',
    // Any text: a malformed id answers 404 like an unknown seller.
    params: geofeedParamsSchema,
    replies: {
      200: { file: ['text/csv'], description: 'The geofeed, one range a line.' },
      304: { empty: true, description: 'The copy named by If-None-Match is still current.' },
    },
  }),
  getOrderGeolocation: apiRoute({
    operationId: 'getOrderGeolocation',
    method: 'GET',
    path: '/api/orders/:id/geolocation',
    summary: "Read the geolocation of an order's leased ranges",
    description: "The leased ranges of the caller's order and the geolocation each has in the geofeed.",
    tag: 'orders',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: orderGeolocationReplySchema },
  }),
  setLeaseGeolocation: apiRoute({
    operationId: 'setLeaseGeolocation',
    method: 'PUT',
    path: '/api/orders/:id/geolocation/:leaseId',
    summary: 'Set where a leased range is used',
    description: "The leaser sets one leased range's country, region and city in the seller's geofeed.",
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: leaseGeolocationParamsSchema,
    body: leaseGeolocationInputSchema,
    replies: { 200: geolocationSavedSchema },
    // The lease is no longer in force.
    errors: [409],
  }),
  clearLeaseGeolocation: apiRoute({
    operationId: 'clearLeaseGeolocation',
    method: 'DELETE',
    path: '/api/orders/:id/geolocation/:leaseId',
    summary: "Remove a leased range's geolocation",
    description: "The leaser removes their geolocation: the feed shows the listing's country again.",
    tag: 'orders',
    access: 'user',
    token: 'trade',
    params: leaseGeolocationParamsSchema,
    replies: { 200: geolocationSavedSchema },
    // The lease is no longer in force.
    errors: [409],
  }),
};
