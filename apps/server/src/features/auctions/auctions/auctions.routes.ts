import { AUCTIONS_TOPIC, AUCTION_MESSAGES } from '@netlease/shared/auctions';
import { auctionRoutes } from '@netlease/shared/routes/auctions';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { replyIdempotent } from '../../../platform/http/idempotent-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { registerReviewRoutes } from '../../../platform/http/review-routes';
import { AppError } from '../../../platform/errors';
import * as auctionsService from './auctions.service';
import * as auctionQueries from './auctions.queries';
import * as auctionApprovals from './auction-approvals.service';
import { placeBid, type PlacedBid } from './bids.service';
import { buyNow, type BuyNowResult } from './buy-now.service';

export function registerAuctionsRoutes(app: Api, ctx: AppContext) {
  // The live list and an auction's bids are public live feeds (docs/PRODUCT.md "Bidding").
  ctx.hub.registerTopic(AUCTIONS_TOPIC, async (_user, id) => id === '');
  ctx.hub.registerTopic('auction', (user, id) => auctionsService.canFollowAuction(ctx, user, id));

  serve(app, auctionRoutes.listAuctions, {
    handler: async (request) => auctionQueries.listLiveAuctions(ctx, request.query.search),
  });

  serve(app, auctionRoutes.listAuctionableBlocks, {
    handler: async (request) => ({
      blocks: await auctionsService.listAuctionableBlocks(ctx, requireUser(request).id),
      // The form's default start and end are counted from the server's clock.
      serverTime: ctx.clock.now().toISOString(),
    }),
  });

  serve(app, auctionRoutes.listOwnAuctions, {
    handler: async (request) => ({
      auctions: await auctionQueries.listOwnAuctions(ctx, requireUser(request).id),
    }),
  });

  serve(app, auctionRoutes.getAuction, {
    handler: async (request) => auctionQueries.getAuctionDetail(ctx, request.user, request.params.id),
  });

  serve(app, auctionRoutes.createAuction, {
    handler: async (request, reply) => {
      const { auctionId } = await auctionsService.createAuction(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        ...toMessageReply(AUCTION_MESSAGES.auctionSubmitted),
        auctionId,
      });
    },
  });

  serve(app, auctionRoutes.placeBid, {
    // A visitor's bid is refused with the bidding panel's own 'Login Required' text, so the API and
    // the page say the same thing. Route hooks run after the app's (session read, CSRF) and before
    // its access check, which still stands behind this one.
    onRequest: async (request) => {
      if (!request.user) throw new AppError('unauthorized', AUCTION_MESSAGES.loginRequired);
    },
    // A repeat with the same Idempotency-Key gets the first reply (docs/PRODUCT.md "Bidding").
    handler: async (request, reply) => {
      const bidder = requireUser(request);
      const answer = (bid: PlacedBid) => ({ status: 201, body: bid });
      return replyIdempotent(ctx, request, reply, { userId: bidder.id, scope: 'bid', answer }, async (once) =>
        answer(await placeBid(ctx, bidder, request.params.id, request.body, once)),
      );
    },
  });

  serve(app, auctionRoutes.buyNow, {
    // A repeat with the same Idempotency-Key gets the first reply and buys nothing again.
    handler: async (request, reply) => {
      const buyer = requireUser(request);
      const answer = (result: BuyNowResult) => ({ status: 201, body: result });
      return replyIdempotent(
        ctx,
        request,
        reply,
        { userId: buyer.id, scope: 'buy-now', answer },
        async (once) => answer(await buyNow(ctx, buyer, request.params.id, once)),
      );
    },
  });

  serve(app, auctionRoutes.listPendingAuctions, {
    handler: async () => ({ auctions: await auctionApprovals.listPendingAuctions(ctx) }),
  });

  registerReviewRoutes(app, {
    approveRoute: auctionRoutes.approveAuction,
    rejectRoute: auctionRoutes.rejectAuction,
    approve: (adminId, id) => auctionApprovals.approveAuction(ctx, adminId, id),
    reject: (adminId, id, input) => auctionApprovals.rejectAuction(ctx, adminId, id, input.reason),
  });
}
