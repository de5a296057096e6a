import { providerOffersSchema } from '@netlease/shared/providers';
import { idParamsSchema } from '@netlease/shared/query-params';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { getProviderOffers } from './providers.service';

export function registerProvidersRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/users/:id/offers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profile'],
        description: "The provider page's live offers: marketplace items and live auctions.",
        params: idParamsSchema,
        response: { 200: providerOffersSchema, ...errorResponses },
      },
    },
    async (request) => getProviderOffers(ctx, request.params.id),
  );
}
