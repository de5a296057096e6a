import { isRpkiDataStale } from '@netlease/shared/rpki';
import { rpkiRoutes } from '@netlease/shared/routes/rpki';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { getRpkiSourceStatus } from './rpki.service';

/** RPKI data (docs/PRODUCT.md "RPKI data"): its status for operators, so a stale or broken source shows. */
export function registerRpkiRoutes(app: Api, ctx: AppContext) {
  serve(app, rpkiRoutes.getRpkiStatus, {
    handler: async () => {
      const status = await getRpkiSourceStatus(ctx.db);
      return { ...status, isStale: isRpkiDataStale(status.dataAsOf, ctx.clock.now()) };
    },
  });
}
