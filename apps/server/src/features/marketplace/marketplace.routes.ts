import { z } from 'zod';
import { marketplaceDetailSchema } from '@netlease/shared/catalog';
import {
  marketplaceCountSchema,
  marketplacePageSchema,
  marketplaceQuerySchema,
} from '@netlease/shared/marketplace';
import type { AppContext } from '../../app-context';
import type { Api } from '../../platform/http/types';
import { errorResponses } from '../../platform/http/responses';
import {
  countMarketplace,
  getListingDetail,
  getServerPackageDetail,
  searchMarketplace,
} from './marketplace.service';

const idParams = z.object({ id: z.uuid() });

export function registerMarketplaceRoutes(app: Api, ctx: AppContext) {
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
    async (request) => searchMarketplace(ctx, request.query),
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
    async (request) => countMarketplace(ctx, request.query),
  );

  // Listing detail: /listing/{id} (a row of listings) and /listing/{id}?type=server (a package).
  app.get(
    '/api/marketplace/listings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        params: idParams,
        response: { 200: marketplaceDetailSchema, ...errorResponses },
      },
    },
    async (request) => getListingDetail(ctx.db, request.user, request.params.id),
  );

  app.get(
    '/api/marketplace/server-packages/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['marketplace'],
        params: idParams,
        response: { 200: marketplaceDetailSchema, ...errorResponses },
      },
    },
    async (request) => getServerPackageDetail(ctx.db, request.user, request.params.id),
  );
}
