import { apiRoute } from '../api-route';
import { publicStatsSchema } from '../dashboard';

export const landingRoutes = {
  getPublicStats: apiRoute({
    operationId: 'getPublicStats',
    method: 'GET',
    path: '/api/public/stats',
    summary: "Read what the marketplace holds now, for the landing page's stats strip",
    tag: 'landing',
    access: 'public',
    token: 'read',
    replies: { 200: publicStatsSchema },
  }),
};
