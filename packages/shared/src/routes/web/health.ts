// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const healthRoutes = {
  getHealth: { operationId: 'getHealth', method: 'GET', path: '/api/health', tag: 'health' },
  getReadiness: { operationId: 'getReadiness', method: 'GET', path: '/api/ready', tag: 'health' },
  getPublicConfig: { operationId: 'getPublicConfig', method: 'GET', path: '/api/config', tag: 'health' },
} as unknown as (typeof ROUTE_GROUPS)['healthRoutes'];
