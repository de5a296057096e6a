// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const apiTokenRoutes = {
  listApiTokens: { operationId: 'listApiTokens', method: 'GET', path: '/api/api-tokens', tag: 'api-tokens' },
  createApiToken: {
    operationId: 'createApiToken',
    method: 'POST',
    path: '/api/api-tokens',
    tag: 'api-tokens',
  },
  revokeApiToken: {
    operationId: 'revokeApiToken',
    method: 'DELETE',
    path: '/api/api-tokens/:id',
    tag: 'api-tokens',
  },
} as unknown as (typeof ROUTE_GROUPS)['apiTokenRoutes'];
