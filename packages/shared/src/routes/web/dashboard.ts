// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const dashboardRoutes = {
  getDashboardOverview: {
    operationId: 'getDashboardOverview',
    method: 'GET',
    path: '/api/dashboard/overview',
    tag: 'dashboard',
  },
} as unknown as (typeof ROUTE_GROUPS)['dashboardRoutes'];
