// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const serverPackageRoutes = {
  listServerPackages: {
    operationId: 'listServerPackages',
    method: 'GET',
    path: '/api/server-packages',
    tag: 'server-packages',
  },
  getServerPackage: {
    operationId: 'getServerPackage',
    method: 'GET',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
  createServerPackage: {
    operationId: 'createServerPackage',
    method: 'POST',
    path: '/api/server-packages',
    tag: 'server-packages',
  },
  updateServerPackage: {
    operationId: 'updateServerPackage',
    method: 'PUT',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
  deleteServerPackage: {
    operationId: 'deleteServerPackage',
    method: 'DELETE',
    path: '/api/server-packages/:id',
    tag: 'server-packages',
  },
} as unknown as (typeof ROUTE_GROUPS)['serverPackageRoutes'];
