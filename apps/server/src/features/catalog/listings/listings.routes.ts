import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import { listingRoutes } from '@netlease/shared/routes/listings';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as service from './listings.service';
import * as lifecycle from './listing-lifecycle.service';

/** The seller's listings: create, My Listings, edit, pause/resume, delete (docs/PRODUCT.md "Seller workspace"). */
export function registerListingsRoutes(app: Api, ctx: AppContext) {
  // Listing creation needs login only (no role check); the listed block must be the caller's own.
  serve(app, listingRoutes.createListing, {
    handler: async (request, reply) => {
      const listing = await service.createListing(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        listing,
        ...toMessageReply(CATALOG_MESSAGES.listingSubmitted),
      });
    },
  });

  serve(app, listingRoutes.listListings, {
    handler: async (request) => ({ listings: await service.listOwnListings(ctx, requireUser(request).id) }),
  });

  serve(app, listingRoutes.getListing, {
    handler: async (request) => service.getOwnListing(ctx, requireUser(request).id, request.params.id),
  });

  serve(app, listingRoutes.updateListing, {
    handler: async (request) =>
      service.updateListing(ctx, requireUser(request).id, request.params.id, request.body),
  });

  for (const [route, isPaused] of [
    [listingRoutes.pauseListing, true],
    [listingRoutes.resumeListing, false],
  ] as const) {
    serve(app, route, {
      handler: async (request) =>
        lifecycle.setListingPaused(ctx, requireUser(request).id, request.params.id, isPaused),
    });
  }

  serve(app, listingRoutes.deleteListing, {
    handler: async (request) => {
      const done = await lifecycle.deleteListing(ctx, requireUser(request).id, request.params.id);
      return toMessageReply(done);
    },
  });
}
