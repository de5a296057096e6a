import {
  CATALOG_MESSAGES,
  listingInputSchema,
  listingMutationSchema,
  listingSchema,
  listingUpdateSchema,
  listingListSchema,
} from '@netlease/shared/catalog';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as service from './listings.service';
import * as lifecycle from './listing-lifecycle.service';
import { idParamsSchema } from '@netlease/shared/query-params';

/** The seller's listings: create, My Listings, edit, pause/resume, delete (docs/PRODUCT.md "Seller workspace"). */
export function registerListingsRoutes(app: Api, ctx: AppContext) {
  // Listing creation needs login only (no role check); the listed block must be the caller's own.
  app.post(
    '/api/listings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        body: listingInputSchema,
        response: { 201: listingMutationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const listing = await service.createListing(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        listing,
        ...toMessageReply(CATALOG_MESSAGES.listingSubmitted),
      });
    },
  );

  app.get(
    '/api/listings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        response: { 200: listingListSchema, ...errorResponses },
      },
    },
    async (request) => ({ listings: await service.listOwnListings(ctx, requireUser(request).id) }),
  );

  app.get(
    '/api/listings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        params: idParamsSchema,
        response: { 200: listingSchema, ...errorResponses },
      },
    },
    async (request) => service.getOwnListing(ctx, requireUser(request).id, request.params.id),
  );

  app.put(
    '/api/listings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        params: idParamsSchema,
        body: listingUpdateSchema,
        response: { 200: listingMutationSchema, ...errorResponses },
      },
    },
    async (request) => service.updateListing(ctx, requireUser(request).id, request.params.id, request.body),
  );

  for (const [action, isPaused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/listings/:id/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['listings'],
          params: idParamsSchema,
          response: { 200: listingMutationSchema, ...errorResponses },
        },
      },
      async (request) =>
        lifecycle.setListingPaused(ctx, requireUser(request).id, request.params.id, isPaused),
    );
  }

  app.delete(
    '/api/listings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const done = await lifecycle.deleteListing(ctx, requireUser(request).id, request.params.id);
      return toMessageReply(done);
    },
  );
}
