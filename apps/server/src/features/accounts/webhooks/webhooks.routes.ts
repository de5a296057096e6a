import { WEBHOOK_MESSAGES } from '@netlease/shared/webhooks';
import { webhookRoutes } from '@netlease/shared/routes/webhooks';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { MINUTE } from '../../../platform/clock';
import * as webhooks from './webhooks.service';
import { deliverTestEvent } from './webhooks.delivery';
import { webhookTargetPolicy } from './webhook-target';
import { isLocalRequest } from '../../../platform/http/local-request';

// Any text: an id that is not a uuid answers 404 like a missing endpoint.
/** Calls that make the server resolve or POST to a user's URL, per client address. */
const OUTBOUND_LIMIT = { max: 30, windowMs: 15 * MINUTE };

/**
 * Webhooks (docs/decisions/197-webhooks.md): every signed-in user manages their own endpoints and
 * reads their own delivery log; another user's endpoint answers 404.
 */
export function registerWebhooksRoutes(app: Api, ctx: AppContext) {
  serve(app, webhookRoutes.listWebhooks, {
    handler: async (request) => ({
      endpoints: await webhooks.listWebhookEndpoints(ctx, requireUser(request).id),
    }),
  });

  serve(app, webhookRoutes.createWebhook, {
    // Each registration resolves a host name: limited like any call that makes the server reach out.
    config: { rateLimit: { name: 'webhook-create', ...OUTBOUND_LIMIT } },
    handler: async (request, reply) => {
      const created = await webhooks.createWebhookEndpoint(ctx, requireUser(request).id, request.body, {
        isLocal: isLocalRequest(request),
      });
      return reply.status(201).send({
        ...toMessageReply(WEBHOOK_MESSAGES.created),
        ...created,
      });
    },
  });

  serve(app, webhookRoutes.deleteWebhook, {
    handler: async (request) => {
      await webhooks.deleteWebhookEndpoint(ctx, requireUser(request).id, request.params.id);
      return toMessageReply(WEBHOOK_MESSAGES.deleted);
    },
  });

  serve(app, webhookRoutes.testWebhook, {
    config: { rateLimit: { name: 'webhook-test', ...OUTBOUND_LIMIT } },
    handler: async (request) => {
      const deliveryId = await webhooks.queueTestEvent(ctx, requireUser(request).id, request.params.id);
      // Committed first: the POST goes out with no transaction open.
      // A loopback target only when the press comes from the machine running the server (demo, test).
      const policy = webhookTargetPolicy(ctx.env, { isLocal: isLocalRequest(request) });
      await deliverTestEvent(ctx, deliveryId, policy);
      const delivery = await webhooks.getWebhookDelivery(ctx, deliveryId);
      const delivered = delivery.status === 'delivered';
      const answer = delivery.lastStatusCode === null ? 'no answer' : `HTTP ${delivery.lastStatusCode}`;
      return {
        title: delivered ? WEBHOOK_MESSAGES.testDelivered.title : WEBHOOK_MESSAGES.testFailed.title,
        message: delivered
          ? `${WEBHOOK_MESSAGES.testDelivered.description} (${answer})`
          : `${WEBHOOK_MESSAGES.testFailed.description}${delivery.lastError ?? answer}.`,
        delivered,
        delivery,
      };
    },
  });

  serve(app, webhookRoutes.listWebhookDeliveries, {
    handler: async (request) => ({
      deliveries: await webhooks.listWebhookDeliveries(ctx, requireUser(request).id),
    }),
  });
}
