import { marketplaceDetailSchema } from '@netlease/shared/catalog';
import { marketplaceCountSchema, marketplacePageSchema } from '@netlease/shared/marketplace';
import { marketplaceRoutes } from '@netlease/shared/routes/marketplace';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { countMarketplace, searchMarketplace } from './marketplace.service';
import { getListingDetail, getServerPackageDetail } from './listing-detail.service';
import { createCatalogueCache, sendCachedAnswer, toCachedAnswer } from './catalogue-cache';

/** Registers the public catalogue's routes; returns the cache of its answers, for the metrics. */
export function registerMarketplaceRoutes(app: Api, ctx: AppContext) {
  // The catalogue is the same for every visitor and signed-in user: its answers are kept in memory
  // until the catalogue changes (docs/decisions/205-catalogue-cache.md).
  const cache = createCatalogueCache({
    isEnabled: () => ctx.env.CATALOGUE_CACHE,
    isListening: () => ctx.handle.isListening(),
    // A kept answer is served only once every change committed before the request has reached this
    // instance (docs/decisions/272-catalogue-fence.md).
    fence: () => ctx.hub.fence(),
  });
  // A sale names the offers it narrowed; anything else drops every answer (decisions 271, 314).
  ctx.hub.onCatalogueChanged((change) => (change ? cache.invalidateOffers(change) : cache.invalidate()));

  // A page of results and the total of the same filters (docs/PRODUCT.md "Marketplace search": the
  // total is asked once per set of filters), each kept in the cache under its own key.
  serve(app, marketplaceRoutes.searchMarketplace, {
    handler: async (request, reply) => {
      const answer = await cache.get(`page:${JSON.stringify(request.query)}`, async () => {
        const { page, offersRead } = await searchMarketplace(ctx, request.query);
        return { answer: toCachedAnswer(marketplacePageSchema, page), offersRead };
      });
      return sendCachedAnswer(request, reply, answer, 'public, no-cache');
    },
  });

  serve(app, marketplaceRoutes.countMarketplace, {
    handler: async (request, reply) => {
      // A total counts offers no page shows: a sale that takes one out of the catalogue can change it.
      const answer = await cache.get(`count:${JSON.stringify(request.query)}`, async () => ({
        answer: toCachedAnswer(marketplaceCountSchema, await countMarketplace(ctx, request.query)),
        offersRead: 'which offers are listed' as const,
      }));
      return sendCachedAnswer(request, reply, answer, 'public, no-cache');
    },
  });

  // Listing detail: /listing/{id} (a row of listings) and /listing/{id}?type=server (a package).
  // Owners and admins see their hidden items: the answer depends on the viewer, so it is not kept,
  // but a browser that holds it gets a 304.
  for (const [route, read] of [
    [marketplaceRoutes.getMarketplaceListing, getListingDetail],
    [marketplaceRoutes.getMarketplaceServerPackage, getServerPackageDetail],
  ] as const) {
    serve(app, route, {
      handler: async (request, reply) => {
        const detail = await read(ctx.db, request.user, request.params.id);
        return sendCachedAnswer(
          request,
          reply,
          toCachedAnswer(marketplaceDetailSchema, detail),
          'private, no-cache',
        );
      },
    });
  }
  return cache;
}
