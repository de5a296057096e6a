// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const webhookRoutes = {
  listWebhooks: { operationId: 'listWebhooks', method: 'GET', path: '/api/webhooks', tag: 'webhooks' },
  createWebhook: { operationId: 'createWebhook', method: 'POST', path: '/api/webhooks', tag: 'webhooks' },
  deleteWebhook: {
    operationId: 'deleteWebhook',
    method: 'DELETE',
    path: '/api/webhooks/:id',
    tag: 'webhooks',
  },
  testWebhook: {
    operationId: 'testWebhook',
    method: 'POST',
    path: '/api/webhooks/:id/test',
    tag: 'webhooks',
  },
  listWebhookDeliveries: {
    operationId: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/webhooks/deliveries',
    tag: 'webhooks',
  },
} as unknown as (typeof ROUTE_GROUPS)['webhookRoutes'];
