import { staffDashboardSchema, ticketCustomerSchema } from '@netlease/shared/staff';
import { textIdParamsSchema } from '@netlease/shared/query-params';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getStaffDashboard, getTicketCustomer } from './staff.service';

export function registerStaffRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/staff/dashboard',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], response: { 200: staffDashboardSchema, ...errorResponses } },
    },
    async () => getStaffDashboard(ctx),
  );

  // Any text id: one that is not a uuid answers 404 'Ticket not found' like a missing ticket.
  app.get(
    '/api/staff/tickets/:id/customer',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff', 'tickets'],
        description: "The ticket opener's account, KYC state and newest orders, for the staff ticket page.",
        params: textIdParamsSchema,
        response: { 200: ticketCustomerSchema, ...errorResponses },
      },
    },
    async (request) => getTicketCustomer(ctx, requireUser(request), request.params.id),
  );
}
