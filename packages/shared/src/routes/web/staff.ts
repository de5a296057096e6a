// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const staffRoutes = {
  getStaffDashboard: {
    operationId: 'getStaffDashboard',
    method: 'GET',
    path: '/api/staff/dashboard',
    tag: 'staff',
  },
  getTicketCustomer: {
    operationId: 'getTicketCustomer',
    method: 'GET',
    path: '/api/staff/tickets/:id/customer',
    tag: 'staff',
  },
} as unknown as (typeof ROUTE_GROUPS)['staffRoutes'];
