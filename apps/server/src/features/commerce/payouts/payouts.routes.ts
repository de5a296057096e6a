import { errorBodySchema } from '@netlease/shared/errors';
import { payoutRequestSchema, payoutListSchema, payoutReplySchema } from '@netlease/shared/money';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import { listMyPayouts, requestPayout } from './payouts.service';

export function registerPayoutsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/payouts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payouts'],
        response: { 200: payoutListSchema, ...errorResponses },
      },
    },
    async (request) => ({ payouts: await listMyPayouts(ctx.db, requireUser(request).id) }),
  );

  app.post(
    '/api/payouts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payouts'],
        description: 'Requests a payout; the amount is reserved at once. Send an Idempotency-Key header.',
        body: payoutRequestSchema,
        response: {
          201: payoutReplySchema,
          ...errorResponses,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await requestPayout(
        ctx,
        requireUser(request).id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  );
}
