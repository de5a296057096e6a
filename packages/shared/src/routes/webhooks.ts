import { apiRoute } from '../api-route';
import { textIdParamsSchema } from '../query-params';
import { messageSchema } from '../replies';
import {
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookEndpointInputSchema,
  webhookListSchema,
  webhookTestResultSchema,
} from '../webhooks';

// Any text id: one that is not a uuid answers 404 like a missing endpoint.
export const webhookRoutes = {
  listWebhooks: apiRoute({
    operationId: 'listWebhooks',
    method: 'GET',
    path: '/api/webhooks',
    summary: "List the caller's webhook endpoints",
    tag: 'webhooks',
    access: 'user',
    token: 'browser',
    replies: { 200: webhookListSchema },
  }),
  createWebhook: apiRoute({
    operationId: 'createWebhook',
    method: 'POST',
    path: '/api/webhooks',
    summary: 'Register a webhook endpoint',
    description: 'Registers an endpoint; the answer carries its signing secret, shown this once.',
    tag: 'webhooks',
    access: 'user',
    token: 'browser',
    body: webhookEndpointInputSchema,
    replies: { 201: webhookCreatedSchema },
    // The most endpoints a user may have.
    errors: [409],
  }),
  deleteWebhook: apiRoute({
    operationId: 'deleteWebhook',
    method: 'DELETE',
    path: '/api/webhooks/:id',
    summary: 'Delete a webhook endpoint',
    tag: 'webhooks',
    access: 'user',
    token: 'browser',
    params: textIdParamsSchema,
    replies: { 200: messageSchema },
  }),
  testWebhook: apiRoute({
    operationId: 'testWebhook',
    method: 'POST',
    path: '/api/webhooks/:id/test',
    summary: 'Send a test ping to a webhook endpoint',
    description: 'Sends a signed `ping` event to the endpoint now (one attempt) and reports the answer.',
    tag: 'webhooks',
    access: 'user',
    token: 'browser',
    params: textIdParamsSchema,
    replies: { 200: webhookTestResultSchema },
  }),
  listWebhookDeliveries: apiRoute({
    operationId: 'listWebhookDeliveries',
    method: 'GET',
    path: '/api/webhooks/deliveries',
    summary: "List the caller's latest webhook deliveries",
    description: 'The caller’s last 50 deliveries, newest first.',
    tag: 'webhooks',
    access: 'user',
    token: 'browser',
    replies: { 200: webhookDeliveryListSchema },
  }),
};
