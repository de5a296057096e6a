import { dashboardOverviewSchema } from '@netlease/shared/dashboard';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getDashboardOverview } from './dashboard.service';

export function registerDashboardRoutes(app: Api, ctx: AppContext) {
  // One answer for the whole overview, shaped by the caller's role (docs/decisions/150-overview-and-facts.md).
  app.get(
    '/api/dashboard/overview',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        response: { 200: dashboardOverviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const overview = await getDashboardOverview(ctx, requireUser(request));
      // Balances and queues of one person: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return overview;
    },
  );
}
