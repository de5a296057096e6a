import {
  LEASE_MESSAGES,
  claimDecisionInputSchema,
  claimInputSchema,
  claimReplySchema,
  staffClaimListSchema,
  staffClaimQuerySchema,
} from '@netlease/shared/lease-delivery';
import { idParamsSchema } from '@netlease/shared/query-params';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { decideClaim, listStaffClaims, openClaim } from './order-claims.service';

/** Claims in the week after activation (docs/PRODUCT.md "Delivering a lease"). */
export function registerOrderClaimsRoutes(app: Api, ctx: AppContext) {
  app.post(
    '/api/orders/:id/claims',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description: 'The buyer claims an active IP lease is unusable, within 7 days of its activation.',
        params: idParamsSchema,
        body: claimInputSchema,
        response: { 201: claimReplySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const claim = await openClaim(ctx, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ claim, ...toMessageReply(LEASE_MESSAGES.claimOpened) });
    },
  );

  app.get(
    '/api/staff/claims',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        querystring: staffClaimQuerySchema,
        response: { 200: staffClaimListSchema, ...errorResponses },
      },
    },
    async (request) => ({ claims: await listStaffClaims(ctx.db, request.query.status) }),
  );

  app.post(
    '/api/staff/claims/:id/decision',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'Refund the claim (the lease ends) or reject it with a reason.',
        params: idParamsSchema,
        body: claimDecisionInputSchema,
        response: { 200: claimReplySchema, ...errorResponses },
      },
    },
    async (request) => {
      const claim = await decideClaim(ctx, requireUser(request).id, request.params.id, request.body);
      const done =
        request.body.decision === 'refund' ? LEASE_MESSAGES.claimUpheld : LEASE_MESSAGES.claimRejected;
      return { claim, ...toMessageReply(done) };
    },
  );
}
