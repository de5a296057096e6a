import { depositRoutes } from '@netlease/shared/routes/deposits';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey } from '../../../platform/payments/idempotency';
import { paymentAnswer, sendAnswer } from '../../../platform/http/idempotent-reply';
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
      return sendAnswer(reply, paymentAnswer(result));
    },
  });
}
