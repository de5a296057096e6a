// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const rpkiRoutes = {
  getRpkiStatus: { operationId: 'getRpkiStatus', method: 'GET', path: '/api/admin/rpki', tag: 'admin' },
} as unknown as (typeof ROUTE_GROUPS)['rpkiRoutes'];
