import { z } from 'zod';
import { CATALOG_MESSAGES, listingInputSchema, listingSchema } from '@netlease/shared/catalog';
import type { AppContext } from '../../app-context';
import type { Api } from '../../platform/http/types';
import { errorResponses } from '../../platform/http/responses';
import { requireUser } from '../../platform/auth/auth-plugin';
import { createListing, listOwnListings } from './listings.service';

export function registerListingsRoutes(app: Api, ctx: AppContext) {
  // Spec part 2 §6: listing creation needs login only (no role check).
  app.post(
    '/api/listings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        body: listingInputSchema,
        response: {
          201: z.object({ listing: listingSchema, title: z.string(), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const listing = await createListing(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({
        listing,
        title: CATALOG_MESSAGES.listingSubmitted.title,
        message: CATALOG_MESSAGES.listingSubmitted.description,
      });
    },
  );

  app.get(
    '/api/listings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['listings'],
        response: { 200: z.object({ listings: z.array(listingSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ listings: await listOwnListings(ctx, requireUser(request).id) }),
  );
}
