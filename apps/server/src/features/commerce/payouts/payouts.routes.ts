import { payoutRoutes } from '@netlease/shared/routes/payouts';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { replyIdempotent } from '../../../platform/http/idempotent-reply';
import { listMyPayouts, requestPayout, type PayoutRequested } from './payouts.service';
import { getSellerMoney } from './seller-money.service';

export function registerPayoutsRoutes(app: Api, ctx: AppContext) {
  serve(app, payoutRoutes.listPayouts, {
    handler: async (request) => ({ payouts: await listMyPayouts(ctx.db, requireUser(request).id) }),
  });

  serve(app, payoutRoutes.getSellerMoney, {
    handler: async (request) => getSellerMoney(ctx.db, requireUser(request).id),
  });

  serve(app, payoutRoutes.requestPayout, {
    // A repeat with the same Idempotency-Key gets the first reply (docs/PRODUCT.md "Payouts").
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      const answer = (result: PayoutRequested) => ({ status: 201, body: result });
      return replyIdempotent(ctx, request, reply, { userId, scope: 'payout', answer }, async (once) =>
        answer(await requestPayout(ctx, userId, request.body, once)),
      );
    },
  });
}
