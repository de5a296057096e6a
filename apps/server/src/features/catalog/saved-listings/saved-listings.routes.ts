import {
  savedListingParamsSchema,
  savedStateSchema,
  savedToggleResultSchema,
  savedListingListSchema,
} from '@netlease/shared/saved-listings';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as savedListingsService from './saved-listings.service';

export function registerSavedListingsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/saved-listings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['saved-listings'],
        response: { 200: savedListingListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      listings: await savedListingsService.listSavedListings(ctx, requireUser(request).id),
    }),
  );

  app.get(
    '/api/saved-listings/:kind/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['saved-listings'],
        params: savedListingParamsSchema,
        response: { 200: savedStateSchema, ...errorResponses },
      },
    },
    async (request) => ({
      saved: await savedListingsService.isListingSaved(
        ctx,
        requireUser(request).id,
        request.params.kind,
        request.params.id,
      ),
    }),
  );

  // Saving is the PUT and unsaving the DELETE of the same address: same parameters, same answer.
  const toggle = {
    config: { access: 'user' },
    schema: {
      tags: ['saved-listings'],
      params: savedListingParamsSchema,
      response: { 200: savedToggleResultSchema, ...errorResponses },
    },
  } as const;

  app.put('/api/saved-listings/:kind/:id', toggle, async (request) =>
    savedListingsService.saveListing(ctx, requireUser(request), request.params.kind, request.params.id),
  );

  app.delete('/api/saved-listings/:kind/:id', toggle, async (request) =>
    savedListingsService.unsaveListing(ctx, requireUser(request).id, request.params.kind, request.params.id),
  );
}
