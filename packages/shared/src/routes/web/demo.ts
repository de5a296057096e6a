// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const demoRoutes = {
  resetDemoUsers: {
    operationId: 'resetDemoUsers',
    method: 'POST',
    path: '/api/demo/reset-users',
    tag: 'demo',
  },
  getDemoOutbox: { operationId: 'getDemoOutbox', method: 'GET', path: '/api/demo/outbox', tag: 'demo' },
} as unknown as (typeof ROUTE_GROUPS)['demoRoutes'];
