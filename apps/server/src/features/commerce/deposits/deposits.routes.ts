import { depositInputSchema, depositResultSchema } from '@netlease/shared/money';
import { errorBodySchema } from '@netlease/shared/errors';
import { cardConfirmationSchema } from '@netlease/shared/payments';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { createDeposit } from './deposits.service';

export function registerDepositsRoutes(app: Api, ctx: AppContext) {
  app.post(
    '/api/deposits',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        description: 'Adds money to the wallet. Send an Idempotency-Key header to make retries safe.',
        body: depositInputSchema,
        response: {
          201: depositResultSchema,
          202: cardConfirmationSchema,
          ...errorResponses,
          422: errorBodySchema,
          501: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createDeposit(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  );
}
