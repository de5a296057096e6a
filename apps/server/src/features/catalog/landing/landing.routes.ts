import { PUBLIC_STATS_MAX_AGE_SECONDS, publicStatsSchema } from '@netlease/shared/dashboard';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { getPublicStats } from './landing.service';

export function registerLandingRoutes(app: Api, ctx: AppContext) {
  // The landing page's stats strip: public, the same for everyone, so browsers and shared caches may keep it briefly.
  app.get(
    '/api/public/stats',
    {
      config: { access: 'public' },
      schema: { tags: ['landing'], response: { 200: publicStatsSchema, ...errorResponses } },
    },
    async (_request, reply) => {
      const stats = await getPublicStats(ctx);
      void reply.header('cache-control', `public, max-age=${PUBLIC_STATS_MAX_AGE_SECONDS}`);
      return stats;
    },
  );
}
