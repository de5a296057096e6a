// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const userManagementRoutes = {
  listStaffUsers: { operationId: 'listStaffUsers', method: 'GET', path: '/api/staff/users', tag: 'staff' },
  suspendUser: {
    operationId: 'suspendUser',
    method: 'POST',
    path: '/api/staff/users/:id/suspend',
    tag: 'staff',
  },
  reactivateUser: {
    operationId: 'reactivateUser',
    method: 'POST',
    path: '/api/staff/users/:id/reactivate',
    tag: 'staff',
  },
  changeUserRole: {
    operationId: 'changeUserRole',
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['userManagementRoutes'];
