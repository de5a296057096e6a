// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const landingRoutes = {
  getPublicStats: { operationId: 'getPublicStats', method: 'GET', path: '/api/public/stats', tag: 'landing' },
} as unknown as (typeof ROUTE_GROUPS)['landingRoutes'];
