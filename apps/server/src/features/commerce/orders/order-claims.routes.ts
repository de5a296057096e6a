import { LEASE_MESSAGES } from '@netlease/shared/lease-delivery';
import { orderRoutes } from '@netlease/shared/routes/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { answerClaim, decideClaim, listStaffClaims, openClaim } from './order-claims.service';

/** Claims in the week after activation (docs/PRODUCT.md "Delivering a lease"). */
export function registerOrderClaimsRoutes(app: Api, ctx: AppContext) {
  serve(app, orderRoutes.openOrderClaim, {
    handler: async (request, reply) => {
      const claim = await openClaim(ctx, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ claim, ...toMessageReply(LEASE_MESSAGES.claimOpened) });
    },
  });

  serve(app, orderRoutes.answerOrderClaim, {
    handler: async (request) => {
      const claim = await answerClaim(ctx, requireUser(request).id, request.params.id, request.body);
      return { claim, ...toMessageReply(LEASE_MESSAGES.claimAnswered) };
    },
  });

  serve(app, orderRoutes.listStaffClaims, {
    handler: async (request) => ({ claims: await listStaffClaims(ctx.db, request.query.status) }),
  });

  serve(app, orderRoutes.decideClaim, {
    handler: async (request) => {
      const claim = await decideClaim(ctx, requireUser(request).id, request.params.id, request.body);
      const done =
        request.body.decision === 'refund' ? LEASE_MESSAGES.claimUpheld : LEASE_MESSAGES.claimRejected;
      return { claim, ...toMessageReply(done) };
    },
  });
}
