import { PUBLIC_STATS_MAX_AGE_SECONDS } from '@netlease/shared/dashboard';
import { landingRoutes } from '@netlease/shared/routes/landing';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { getPublicStats } from './landing.service';

export function registerLandingRoutes(app: Api, ctx: AppContext) {
  // The landing page's stats strip: public, the same for everyone, so browsers and shared caches may keep it briefly.
  serve(app, landingRoutes.getPublicStats, {
    handler: async (_request, reply) => {
      const stats = await getPublicStats(ctx);
      void reply.header('cache-control', `public, max-age=${PUBLIC_STATS_MAX_AGE_SECONDS}`);
      return stats;
    },
  });
}
