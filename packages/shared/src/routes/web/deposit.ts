// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const depositRoutes = {
  createDeposit: { operationId: 'createDeposit', method: 'POST', path: '/api/deposits', tag: 'wallet' },
} as unknown as (typeof ROUTE_GROUPS)['depositRoutes'];
