// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const ipBlockRoutes = {
  submitIpBlock: { operationId: 'submitIpBlock', method: 'POST', path: '/api/ip-blocks', tag: 'ip-blocks' },
  listIpBlocks: { operationId: 'listIpBlocks', method: 'GET', path: '/api/ip-blocks', tag: 'ip-blocks' },
  getIpBlock: { operationId: 'getIpBlock', method: 'GET', path: '/api/ip-blocks/:id', tag: 'ip-blocks' },
  getIpBlockLoa: {
    operationId: 'getIpBlockLoa',
    method: 'GET',
    path: '/api/ip-blocks/:id/loa',
    tag: 'ip-blocks',
  },
} as unknown as (typeof ROUTE_GROUPS)['ipBlockRoutes'];
