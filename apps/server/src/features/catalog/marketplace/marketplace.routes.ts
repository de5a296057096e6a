import { marketplaceDetailSchema } from '@netlease/shared/catalog';
import {
  marketplaceCountSchema,
  marketplacePageSchema,
  marketplaceQuerySchema,
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

  app.get(
    '/api/marketplace',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        querystring: marketplaceQuerySchema,
        response: { 200: marketplacePageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`page:${JSON.stringify(request.query)}`, async () =>
        toCachedAnswer(marketplacePageSchema, await searchMarketplace(ctx, request.query)),
      );
      return sendCachedAnswer(request, reply, answer, 'public, no-cache');
    },
  );

  // The total of the same filters (docs/PRODUCT.md "Marketplace search"): asked once per set of filters.
  app.get(
    '/api/marketplace/count',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        querystring: marketplaceQuerySchema,
        response: { 200: marketplaceCountSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(`count:${JSON.stringify(request.query)}`, async () =>
        toCachedAnswer(marketplaceCountSchema, await countMarketplace(ctx, request.query)),
      );
      return sendCachedAnswer(request, reply, answer, 'public, no-cache');
    },
  );

  // Listing detail: /listing/{id} (a row of listings) and /listing/{id}?type=server (a package).
  app.get(
    '/api/marketplace/listings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        params: idParamsSchema,
        response: { 200: marketplaceDetailSchema, ...errorResponses },
      },
    },
    // Owners and admins see their hidden items: the answer depends on the viewer, so it is not kept,
    // but a browser that holds it gets a 304.
    async (request, reply) => {
      const detail = await getListingDetail(ctx.db, request.user, request.params.id);
      return sendCachedAnswer(
        request,
        reply,
        toCachedAnswer(marketplaceDetailSchema, detail),
        'private, no-cache',
      );
    },
  );

  app.get(
    '/api/marketplace/server-packages/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        params: idParamsSchema,
        response: { 200: marketplaceDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await getServerPackageDetail(ctx.db, request.user, request.params.id);
      return sendCachedAnswer(
        request,
        reply,
        toCachedAnswer(marketplaceDetailSchema, detail),
        'private, no-cache',
      );
    },
  );
}
