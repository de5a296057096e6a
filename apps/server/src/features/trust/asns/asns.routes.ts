import {
  ASN_MESSAGES,
  adminAsnPageSchema,
  adminAsnQuerySchema,
  asnInputSchema,
  asnRejectInputSchema,
  asnRecordListSchema,
  reviewedAsnSchema,
} from '@netlease/shared/asns';
import { MESSAGES } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as asns from './asns.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerAsnsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/asns',
    {
      config: { access: 'user' },
      schema: { tags: ['asns'], response: { 200: asnRecordListSchema, ...errorResponses } },
    },
    async (request) => asns.listOwnAsns(ctx.db, requireUser(request).id),
  );

  app.post(
    '/api/asns',
    {
      config: { access: 'user' },
      schema: {
        tags: ['asns'],
        body: asnInputSchema,
        response: { 201: reviewedAsnSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const asn = await asns.submitAsn(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({ asn, ...toMessageReply(ASN_MESSAGES.submitted) });
    },
  );

  app.get(
    '/api/admin/asns',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminAsnQuerySchema,
        response: { 200: adminAsnPageSchema, ...errorResponses },
      },
    },
    async (request) => asns.listAsnsForAdmin(ctx.db, request.query),
  );

  app.post(
    '/api/admin/asns/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: reviewedAsnSchema, ...errorResponses },
      },
    },
    async (request) => {
      const asn = await asns.reviewAsn(ctx, requireUser(request).id, request.params.id, {
        action: 'approve',
      });
      return { asn, ...toMessageReply(MESSAGES.itemApproved) };
    },
  );

  app.post(
    '/api/admin/asns/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: asnRejectInputSchema,
        response: { 200: reviewedAsnSchema, ...errorResponses },
      },
    },
    async (request) => {
      const asn = await asns.reviewAsn(ctx, requireUser(request).id, request.params.id, {
        action: 'reject',
        reason: request.body.reason,
      });
      return { asn, ...toMessageReply(MESSAGES.itemRejected) };
    },
  );
}
