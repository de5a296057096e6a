import { staffDashboardSchema } from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { getStaffDashboard } from './staff.service';

export function registerStaffRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/staff/dashboard',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], response: { 200: staffDashboardSchema, ...errorResponses } },
    },
    async () => getStaffDashboard(ctx),
  );
}
