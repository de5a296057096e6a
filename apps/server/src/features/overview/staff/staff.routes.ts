import { staffRoutes } from '@netlease/shared/routes/staff';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { getStaffDashboard, getTicketCustomer } from './staff.service';

export function registerStaffRoutes(app: Api, ctx: AppContext) {
  serve(app, staffRoutes.getStaffDashboard, {
    handler: async () => getStaffDashboard(ctx),
  });

  // Any text id: one that is not a uuid answers 404 'Ticket not found' like a missing ticket.
  serve(app, staffRoutes.getTicketCustomer, {
    handler: async (request) => getTicketCustomer(ctx, request.params.id),
  });
}
