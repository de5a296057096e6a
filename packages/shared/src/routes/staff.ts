import { apiRoute } from '../api-route';
import { textIdParamsSchema } from '../query-params';
import { staffDashboardSchema, ticketCustomerSchema } from '../staff';

export const staffRoutes = {
  getStaffDashboard: apiRoute({
    operationId: 'getStaffDashboard',
    method: 'GET',
    path: '/api/staff/dashboard',
    summary: "Read the staff panel's counts",
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    replies: { 200: staffDashboardSchema },
  }),
  getTicketCustomer: apiRoute({
    operationId: 'getTicketCustomer',
    method: 'GET',
    path: '/api/staff/tickets/:id/customer',
    summary: "Read a ticket opener's account, KYC state and newest orders",
    description: "The ticket opener's account, KYC state and newest orders, for the staff ticket page.",
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    // Any text id: one that is not a uuid answers 404 'Ticket not found' like a missing ticket.
    params: textIdParamsSchema,
    replies: { 200: ticketCustomerSchema },
  }),
};
