// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const providerRoutes = {
  listProviderOffers: {
    operationId: 'listProviderOffers',
    method: 'GET',
    path: '/api/users/:id/offers',
    tag: 'profile',
  },
} as unknown as (typeof ROUTE_GROUPS)['providerRoutes'];
