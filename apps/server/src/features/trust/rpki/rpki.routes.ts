import { isRpkiDataStale, rpkiSourceStatusSchema } from '@netlease/shared/rpki';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { getRpkiSourceStatus } from './rpki.service';

/** RPKI data (docs/PRODUCT.md "RPKI data"): its status for operators, so a stale or broken source shows. */
export function registerRpkiRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/admin/rpki',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: rpkiSourceStatusSchema, ...errorResponses } },
    },
    async () => {
      const status = await getRpkiSourceStatus(ctx.db);
      return { ...status, isStale: isRpkiDataStale(status.dataAsOf, ctx.clock.now()) };
    },
  );
}
