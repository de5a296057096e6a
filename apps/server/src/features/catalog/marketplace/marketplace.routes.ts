import { marketplaceDetailSchema } from '@netlease/shared/catalog';
import {
  marketplaceCountSchema,
  marketplacePageSchema,
  marketplaceQuerySchema,
  type MarketplaceCount,
  type MarketplacePage,
  type MarketplaceQueryData,
} from '@netlease/shared/marketplace';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { countMarketplace, searchMarketplace } from './marketplace.service';
import { getListingDetail, getServerPackageDetail } from './listing-detail.service';
import { createCatalogueCache, sendCachedAnswer, toCachedAnswer } from './catalogue-cache';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerMarketplaceRoutes(app: Api, ctx: AppContext) {
  // The catalogue is the same for every visitor and signed-in user: its answers are kept in memory
  // until the catalogue changes (docs/decisions/205-catalogue-cache.md).
  const cache = createCatalogueCache({
    isEnabled: () => ctx.env.CATALOGUE_CACHE,
    isListening: () => ctx.handle.isListening(),
  });
  ctx.hub.onCatalogueChanged(() => cache.invalidate());

  // A page of results and the total of the same filters (docs/PRODUCT.md "Marketplace search": the
  // total is asked once per set of filters), each kept in the cache under its own key.
  const registerSearch = (
    url: string,
    key: 'page' | 'count',
    replySchema: typeof marketplacePageSchema | typeof marketplaceCountSchema,
    read: (query: MarketplaceQueryData) => Promise<MarketplacePage | MarketplaceCount>,
  ) =>
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['marketplace'],
          querystring: marketplaceQuerySchema,
          response: { 200: replySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const answer = await cache.get(`${key}:${JSON.stringify(request.query)}`, async () =>
          toCachedAnswer(replySchema, await read(request.query)),
        );
        return sendCachedAnswer(request, reply, answer, 'public, no-cache');
      },
    );
  registerSearch('/api/marketplace', 'page', marketplacePageSchema, (query) => searchMarketplace(ctx, query));
  registerSearch('/api/marketplace/count', 'count', marketplaceCountSchema, (query) =>
    countMarketplace(ctx, query),
  );

  // Listing detail: /listing/{id} (a row of listings) and /listing/{id}?type=server (a package).
  // Owners and admins see their hidden items: the answer depends on the viewer, so it is not kept,
  // but a browser that holds it gets a 304.
  for (const [url, read] of [
    ['/api/marketplace/listings/:id', getListingDetail],
    ['/api/marketplace/server-packages/:id', getServerPackageDetail],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['marketplace'],
          params: idParamsSchema,
          response: { 200: marketplaceDetailSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const detail = await read(ctx.db, request.user, request.params.id);
        return sendCachedAnswer(
          request,
          reply,
          toCachedAnswer(marketplaceDetailSchema, detail),
          'private, no-cache',
        );
      },
    );
  }
}
