import { payoutRoutes } from '@netlease/shared/routes/payouts';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { listMyPayouts, requestPayout } from './payouts.service';
import { getSellerMoney } from './seller-money.service';

export function registerPayoutsRoutes(app: Api, ctx: AppContext) {
  serve(app, payoutRoutes.listPayouts, {
    handler: async (request) => ({ payouts: await listMyPayouts(ctx.db, requireUser(request).id) }),
  });

  serve(app, payoutRoutes.getSellerMoney, {
    handler: async (request) => getSellerMoney(ctx.db, requireUser(request).id),
  });

  serve(app, payoutRoutes.requestPayout, {
    handler: async (request, reply) => {
      const result = await requestPayout(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  });
}
