import {
  REVERSE_DNS_MESSAGES,
  orderReverseDnsSchema,
  reverseDnsDeclineInputSchema,
  reverseDnsRequestInputSchema,
  reverseDnsRequestReplySchema,
} from '@netlease/shared/reverse-dns';
import { idParamsSchema } from '@netlease/shared/query-params';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as reverseDns from './reverse-dns.service';

/**
 * Reverse DNS of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): both parties read
 * the order's zones and requests, the buyer asks and withdraws, the seller marks done or declines.
 */
export function registerReverseDnsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/orders/:id/reverse-dns',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description:
          "The reverse zones of the order's leased prefix and its delegation requests, newest first.",
        params: idParamsSchema,
        response: { 200: orderReverseDnsSchema, ...errorResponses },
      },
    },
    async (request) => reverseDns.getOrderReverseDns(ctx.db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/orders/:id/reverse-dns',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description:
          "The buyer asks the seller to delegate the range's reverse zones to 2 to 4 name servers.",
        params: idParamsSchema,
        body: reverseDnsRequestInputSchema,
        response: { 201: reverseDnsRequestReplySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/reverse-dns/:id/done',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description: "The order's seller says the reverse zones are delegated as asked.",
        params: idParamsSchema,
        response: { 200: reverseDnsRequestReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      request: await reverseDns.decideRequest(ctx, requireUser(request).id, request.params.id, {
        action: 'done',
      }),
      ...toMessageReply(REVERSE_DNS_MESSAGES.markedDone),
    }),
  );

  app.post(
    '/api/reverse-dns/:id/decline',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description: "The order's seller declines the request with a reason the buyer reads.",
        params: idParamsSchema,
        body: reverseDnsDeclineInputSchema,
        response: { 200: reverseDnsRequestReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      request: await reverseDns.decideRequest(ctx, requireUser(request).id, request.params.id, {
        action: 'decline',
        reason: request.body.reason,
      }),
      ...toMessageReply(REVERSE_DNS_MESSAGES.requestDeclined),
    }),
  );

  app.post(
    '/api/reverse-dns/:id/withdraw',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        description: 'The buyer withdraws their open request.',
        params: idParamsSchema,
        response: { 200: reverseDnsRequestReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      request: await reverseDns.withdrawRequest(ctx, requireUser(request).id, request.params.id),
      ...toMessageReply(REVERSE_DNS_MESSAGES.requestWithdrawn),
    }),
  );
}
