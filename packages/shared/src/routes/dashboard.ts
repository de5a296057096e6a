import { apiRoute } from '../api-route';
import { dashboardOverviewSchema } from '../dashboard';

export const dashboardRoutes = {
  getDashboardOverview: apiRoute({
    operationId: 'getDashboardOverview',
    method: 'GET',
    path: '/api/dashboard/overview',
    summary: "Read the dashboard's figures for the caller's role",
    tag: 'dashboard',
    access: 'user',
    token: 'read',
    replies: { 200: dashboardOverviewSchema },
  }),
};
