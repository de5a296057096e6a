import { REPUTATION_MESSAGES } from '@netlease/shared/reputation';
import { reputationRoutes } from '@netlease/shared/routes/reputation';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { findMyReputationHistory, listMyIpReputation, listReputationLogs } from './ip-reputation.service';
import * as users from './user-reputation.service';
import * as penalties from './penalties.service';

export function registerReputationRoutes(app: Api, ctx: AppContext) {
  serve(app, reputationRoutes.listMyIpReputation, {
    handler: async (request) => listMyIpReputation(ctx.db, requireUser(request).id),
  });

  serve(app, reputationRoutes.getMyReputationHistory, {
    handler: async (request) =>
      findMyReputationHistory(ctx.db, requireUser(request).id, ctx.clock.now(), request.query.days),
  });

  serve(app, reputationRoutes.listReputationLogs, {
    handler: async (request) => listReputationLogs(ctx.db, request.query),
  });

  serve(app, reputationRoutes.getMyReputation, {
    handler: async (request) => users.getMyReputation(ctx.db, requireUser(request).id),
  });

  serve(app, reputationRoutes.listRatableOrders, {
    handler: async (request) => users.listRatableOrders(ctx.db, requireUser(request).id),
  });

  serve(app, reputationRoutes.rateOrder, {
    handler: async (request, reply) => {
      await users.rateOrder(ctx, requireUser(request).id, request.params.orderId, request.body);
      return reply.status(201).send({
        ...toMessageReply(REPUTATION_MESSAGES.ratingSubmitted),
      });
    },
  });

  serve(app, reputationRoutes.listPenalties, {
    handler: async (request) => penalties.listPenalties(ctx.db, request.query),
  });

  serve(app, reputationRoutes.applyPenalty, {
    handler: async (request, reply) => {
      const penalty = await penalties.applyPenalty(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        penalty,
        ...toMessageReply(REPUTATION_MESSAGES.penaltyApplied),
      });
    },
  });
}
