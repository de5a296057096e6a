import { REVERSE_DNS_MESSAGES } from '@netlease/shared/reverse-dns';
import { reverseDnsRoutes } from '@netlease/shared/routes/reverse-dns';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as reverseDns from './reverse-dns.service';

/**
 * Reverse DNS of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): both parties read
 * the order's zones and requests, the buyer asks and withdraws, the seller marks done or declines.
 */
export function registerReverseDnsRoutes(app: Api, ctx: AppContext) {
  serve(app, reverseDnsRoutes.getOrderReverseDns, {
    handler: async (request) =>
      reverseDns.getOrderReverseDns(ctx.db, requireUser(request), request.params.id),
  });

  serve(app, reverseDnsRoutes.requestReverseDns, {
    handler: async (request, reply) => {
      const created = await reverseDns.requestDelegation(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body.nameServers,
      );
      return reply
        .status(201)
        .send({ request: created, ...toMessageReply(REVERSE_DNS_MESSAGES.requestSent) });
    },
  });

  serve(app, reverseDnsRoutes.markReverseDnsDone, {
    handler: async (request) => ({
      request: await reverseDns.decideRequest(ctx, requireUser(request).id, request.params.id, {
        action: 'done',
      }),
      ...toMessageReply(REVERSE_DNS_MESSAGES.markedDone),
    }),
  });

  serve(app, reverseDnsRoutes.declineReverseDns, {
    handler: async (request) => ({
      request: await reverseDns.decideRequest(ctx, requireUser(request).id, request.params.id, {
        action: 'decline',
        reason: request.body.reason,
      }),
      ...toMessageReply(REVERSE_DNS_MESSAGES.requestDeclined),
    }),
  });

  serve(app, reverseDnsRoutes.withdrawReverseDns, {
    handler: async (request) => ({
      request: await reverseDns.withdrawRequest(ctx, requireUser(request).id, request.params.id),
      ...toMessageReply(REVERSE_DNS_MESSAGES.requestWithdrawn),
    }),
  });
}
