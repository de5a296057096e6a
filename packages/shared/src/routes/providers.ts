import { apiRoute } from '../api-route';
import { providerOffersSchema } from '../providers';
import { idParamsSchema } from '../query-params';

export const providerRoutes = {
  listProviderOffers: apiRoute({
    operationId: 'listProviderOffers',
    method: 'GET',
    path: '/api/users/:id/offers',
    summary: "List a provider's live marketplace items and auctions",
    description: "The provider page's live offers: marketplace items and live auctions.",
    tag: 'profile',
    access: 'public',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: providerOffersSchema },
  }),
};
