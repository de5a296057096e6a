import { savedListingRoutes } from '@netlease/shared/routes/saved-listings';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as savedListingsService from './saved-listings.service';

export function registerSavedListingsRoutes(app: Api, ctx: AppContext) {
  serve(app, savedListingRoutes.listSavedListings, {
    handler: async (request) => ({
      listings: await savedListingsService.listSavedListings(ctx, requireUser(request).id),
    }),
  });

  serve(app, savedListingRoutes.getSavedState, {
    handler: async (request) => ({
      saved: await savedListingsService.isListingSaved(
        ctx,
        requireUser(request).id,
        request.params.kind,
        request.params.id,
      ),
    }),
  });

  // Saving is the PUT and unsaving the DELETE of the same address: same parameters, same answer.
  serve(app, savedListingRoutes.saveListing, {
    handler: async (request) =>
      savedListingsService.saveListing(ctx, requireUser(request), request.params.kind, request.params.id),
  });

  serve(app, savedListingRoutes.unsaveListing, {
    handler: async (request) =>
      savedListingsService.unsaveListing(
        ctx,
        requireUser(request).id,
        request.params.kind,
        request.params.id,
      ),
  });
}
