import { providerRoutes } from '@netlease/shared/routes/providers';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { getProviderOffers } from './providers.service';

export function registerProvidersRoutes(app: Api, ctx: AppContext) {
  serve(app, providerRoutes.listProviderOffers, {
    handler: async (request) => getProviderOffers(ctx, request.params.id),
  });
}
