import {
  AUCTIONS_TOPIC,
  AUCTION_MESSAGES,
  auctionDetailSchema,
  auctionListSchema,
  bidInputSchema,
  buyNowResultSchema,
  createAuctionInputSchema,
  createAuctionResultSchema,
  placeBidResultSchema,
  auctionListQuerySchema,
  auctionableBlockListSchema,
  ownAuctionListSchema,
  pendingAuctionListSchema,
} from '@netlease/shared/auctions';
import { errorBodySchema } from '@netlease/shared/errors';
import type { AppContext } from '../../../platform/app-context';
import { readIdempotencyKey, sendIdempotent } from '../../../platform/payments/idempotency';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { auctionRoutes } from '@netlease/shared/routes/auctions';
import { registerReviewRoutes } from '../../../platform/http/review-routes';
import { AppError } from '../../../platform/errors';
import * as auctionsService from './auctions.service';
import * as auctionQueries from './auctions.queries';
import * as auctionApprovals from './auction-approvals.service';
import { placeBid } from './bids.service';
import { buyNow } from './buy-now.service';
import { textIdParamsSchema } from '@netlease/shared/query-params';

// Any text: an id that is not a uuid answers 404 'Auction not found' like a missing auction.
const withMoneyErrors = { ...errorResponses, 422: errorBodySchema };

export function registerAuctionsRoutes(app: Api, ctx: AppContext) {
  // The live list and an auction's bids are public live feeds (docs/PRODUCT.md "Bidding").
  ctx.hub.registerTopic(AUCTIONS_TOPIC, async (_user, id) => id === '');
  ctx.hub.registerTopic('auction', (user, id) => auctionsService.canFollowAuction(ctx, user, id));

  app.get(
    '/api/auctions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auctions'],
        querystring: auctionListQuerySchema,
        response: { 200: auctionListSchema, ...errorResponses },
      },
    },
    async (request) => auctionQueries.listLiveAuctions(ctx, request.query.search),
  );

  app.get(
    '/api/auctions/blocks',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['auctions'],
        description: 'The signed-in seller’s approved blocks that can be put up for auction.',
        response: {
          200: auctionableBlockListSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      blocks: await auctionsService.listAuctionableBlocks(ctx, requireUser(request).id),
      // The form's default start and end are counted from the server's clock.
      serverTime: ctx.clock.now().toISOString(),
    }),
  );

  app.get(
    '/api/auctions/mine',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['auctions'],
        description: 'The signed-in seller’s own auctions, any status.',
        response: { 200: ownAuctionListSchema, ...errorResponses },
      },
    },
    async (request) => ({ auctions: await auctionQueries.listOwnAuctions(ctx, requireUser(request).id) }),
  );

  app.get(
    '/api/auctions/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auctions'],
        params: textIdParamsSchema,
        response: { 200: auctionDetailSchema, ...errorResponses },
      },
    },
    async (request) => auctionQueries.getAuctionDetail(ctx, request.user, request.params.id),
  );

  app.post(
    '/api/auctions',
    {
      config: { access: 'monetizer' },
      schema: {
        tags: ['auctions'],
        body: createAuctionInputSchema,
        response: { 201: createAuctionResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { auctionId } = await auctionsService.createAuction(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        ...toMessageReply(AUCTION_MESSAGES.auctionSubmitted),
        auctionId,
      });
    },
  );

  app.post(
    '/api/auctions/:id/bids',
    {
      config: { access: 'user' },
      // A visitor's bid is refused with the bidding panel's own 'Login Required' text, so the API and
      // the page say the same thing. Route hooks run after the app's (session read, CSRF) and before
      // its access check, which still stands behind this one.
      onRequest: async (request) => {
        if (!request.user) throw new AppError('unauthorized', AUCTION_MESSAGES.loginRequired);
      },
      schema: {
        tags: ['auctions'],
        params: textIdParamsSchema,
        body: bidInputSchema,
        response: { 201: placeBidResultSchema, ...withMoneyErrors },
      },
    },
    async (request, reply) => {
      const result = await placeBid(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        readIdempotencyKey(request.headers['idempotency-key']),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    '/api/auctions/:id/buy-now',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auctions'],
        params: textIdParamsSchema,
        response: { 201: buyNowResultSchema, ...withMoneyErrors },
      },
    },
    async (request, reply) => {
      const result = await buyNow(ctx, requireUser(request), request.params.id);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/admin/auctions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        response: { 200: pendingAuctionListSchema, ...errorResponses },
      },
    },
    async () => ({ auctions: await auctionApprovals.listPendingAuctions(ctx) }),
  );

  registerReviewRoutes(app, {
    approveRoute: auctionRoutes.approveAuction,
    rejectRoute: auctionRoutes.rejectAuction,
    approve: (adminId, id) => auctionApprovals.approveAuction(ctx, adminId, id),
    reject: (adminId, id, input) => auctionApprovals.rejectAuction(ctx, adminId, id, input.reason),
  });
}
