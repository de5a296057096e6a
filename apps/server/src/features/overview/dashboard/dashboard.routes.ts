import { dashboardRoutes } from '@netlease/shared/routes/dashboard';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getDashboardOverview } from './dashboard.service';

export function registerDashboardRoutes(app: Api, ctx: AppContext) {
  // One answer for the whole overview, shaped by the caller's role (docs/decisions/150-overview-and-facts.md).
  serve(app, dashboardRoutes.getDashboardOverview, {
    handler: async (request, reply) => {
      const overview = await getDashboardOverview(ctx, requireUser(request));
      // Balances and queues of one person: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return overview;
    },
  });
}
