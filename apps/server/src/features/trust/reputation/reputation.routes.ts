import {
  REPUTATION_MESSAGES,
  adminPenaltiesQuerySchema,
  adminReputationQuerySchema,
  myReputationSchema,
  penaltyInputSchema,
  ratingInputSchema,
  ipReputationRowListSchema,
  adminReputationLogPageSchema,
  ratableOrderListSchema,
  ratingParamsSchema,
  adminPenaltyPageSchema,
  penaltyAppliedSchema,
} from '@netlease/shared/reputation';
import { reputationHistoryQuerySchema, reputationHistorySchema } from '@netlease/shared/charts';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { findMyReputationHistory, listMyIpReputation, listReputationLogs } from './ip-reputation.service';
import * as users from './user-reputation.service';
import * as penalties from './penalties.service';

export function registerReputationRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/reputation/subnets',
    {
      config: { access: 'user' },
      schema: { tags: ['reputation'], response: { 200: ipReputationRowListSchema, ...errorResponses } },
    },
    async (request) => listMyIpReputation(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/reputation/subnets/history',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reputation'],
        querystring: reputationHistoryQuerySchema,
        response: { 200: reputationHistorySchema, ...errorResponses },
      },
    },
    async (request) =>
      findMyReputationHistory(ctx.db, requireUser(request).id, ctx.clock.now(), request.query.days),
  );

  app.get(
    '/api/admin/reputation/logs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminReputationQuerySchema,
        response: { 200: adminReputationLogPageSchema, ...errorResponses },
      },
    },
    async (request) => listReputationLogs(ctx.db, request.query),
  );

  app.get(
    '/api/reputation/me',
    {
      config: { access: 'user' },
      schema: { tags: ['reputation'], response: { 200: myReputationSchema, ...errorResponses } },
    },
    async (request) => users.getMyReputation(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/reputation/ratable-orders',
    {
      config: { access: 'user' },
      schema: { tags: ['reputation'], response: { 200: ratableOrderListSchema, ...errorResponses } },
    },
    async (request) => users.listRatableOrders(ctx.db, requireUser(request).id),
  );

  app.post(
    '/api/reputation/orders/:orderId/rating',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reputation'],
        params: ratingParamsSchema,
        body: ratingInputSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await users.rateOrder(ctx, requireUser(request).id, request.params.orderId, request.body);
      return reply.status(201).send({
        ...toMessageReply(REPUTATION_MESSAGES.ratingSubmitted),
      });
    },
  );

  app.get(
    '/api/admin/penalties',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminPenaltiesQuerySchema,
        response: { 200: adminPenaltyPageSchema, ...errorResponses },
      },
    },
    async (request) => penalties.listPenalties(ctx.db, request.query),
  );

  app.post(
    '/api/admin/penalties',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: penaltyInputSchema,
        response: {
          201: penaltyAppliedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const penalty = await penalties.applyPenalty(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        penalty,
        ...toMessageReply(REPUTATION_MESSAGES.penaltyApplied),
      });
    },
  );
}
