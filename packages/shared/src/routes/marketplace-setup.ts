import { apiRoute } from '../api-route';
import { marketplaceSetupSchema } from '../marketplace-setup';

export const marketplaceSetupRoutes = {
  getMarketplaceSetup: apiRoute({
    operationId: 'getMarketplaceSetup',
    method: 'GET',
    path: '/api/admin/setup',
    summary: 'Read the card processor, mail, file storage and running instances',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    replies: { 200: marketplaceSetupSchema },
  }),
};
