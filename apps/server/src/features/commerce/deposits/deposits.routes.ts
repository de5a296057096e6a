import { depositRoutes } from '@netlease/shared/routes/deposits';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { createDeposit } from './deposits.service';

export function registerDepositsRoutes(app: Api, ctx: AppContext) {
  serve(app, depositRoutes.createDeposit, {
    handler: async (request, reply) => {
      const result = await createDeposit(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  });
}
