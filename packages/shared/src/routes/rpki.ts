import { apiRoute } from '../api-route';
import { rpkiSourceStatusSchema } from '../rpki';

export const rpkiRoutes = {
  getRpkiStatus: apiRoute({
    operationId: 'getRpkiStatus',
    method: 'GET',
    path: '/api/admin/rpki',
    summary: 'Read whether RPKI data is configured, current and loading',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    replies: { 200: rpkiSourceStatusSchema },
  }),
};
