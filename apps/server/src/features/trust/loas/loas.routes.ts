import type { FastifyRequest } from 'fastify';
import {
  LOA_MESSAGES,
  LOA_UPLOAD_FIELDS,
  LOA_UPLOAD_MAX_BYTES,
  adminLoaPageSchema,
  adminLoaQuerySchema,
  generateLoaInputSchema,
  loaRejectInputSchema,
  loaVerificationSchema,
  setOrderAsnInputSchema,
  pendingLoaOrderListSchema,
  loaRecordListSchema,
  buyerIpOrderListSchema,
  loaAnswerSchema,
  loaVerifyParamsSchema,
  loaOrderParamsSchema,
  loaReviewParamsSchema,
} from '@netlease/shared/loas';
import { MESSAGES, uploadTooLarge } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { AppError } from '../../../platform/errors';
import { MINUTE } from '../../../platform/clock';
import { readMultipartForm } from '../../../platform/storage/checked-upload';
import * as loas from './loas.service';
import * as loaQueries from './loas.queries';
import { idParamsSchema } from '@netlease/shared/query-params';

/** The Upload LOA form: the order id field and the PDF (read whole, then checked by content). */
async function readLoaUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fields: [LOA_UPLOAD_FIELDS.orderId],
    files: [LOA_UPLOAD_FIELDS.file],
  });
  const file = form?.files[LOA_UPLOAD_FIELDS.file];
  if (file?.truncated) throw new AppError('payload_too_large', uploadTooLarge(LOA_UPLOAD_MAX_BYTES));
  return { orderId: form?.fields[LOA_UPLOAD_FIELDS.orderId]?.trim() || null, file: file?.bytes ?? null };
}

export function registerLoasRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/loas/pending-orders',
    {
      config: { access: 'user' },
      schema: { tags: ['loas'], response: { 200: pendingLoaOrderListSchema, ...errorResponses } },
    },
    async (request) => loaQueries.listPendingLoaOrders(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/loas',
    {
      config: { access: 'user' },
      schema: { tags: ['loas'], response: { 200: loaRecordListSchema, ...errorResponses } },
    },
    async (request) => loaQueries.listMonetizerLoas(ctx.db, requireUser(request).id),
  );

  app.post(
    '/api/loas',
    {
      config: { access: 'user' },
      schema: {
        tags: ['loas'],
        consumes: ['multipart/form-data'],
        description: `Multipart form: ${LOA_UPLOAD_FIELDS.orderId} and ${LOA_UPLOAD_FIELDS.file} (a PDF, at most 5 MB).`,
        response: { 201: loaAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const upload = await readLoaUpload(request);
      const loa = await loas.uploadLoa(ctx, requireUser(request).id, upload);
      return reply.status(201).send({ loa, ...toMessageReply(LOA_MESSAGES.submitted) });
    },
  );

  app.post(
    '/api/loas/generate',
    {
      config: { access: 'user' },
      schema: {
        tags: ['loas'],
        body: generateLoaInputSchema,
        response: { 201: loaAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const loa = await loas.generateLoa(ctx, requireUser(request).id, request.body.orderId);
      return reply.status(201).send({ loa, ...toMessageReply(LOA_MESSAGES.generated) });
    },
  );

  app.get(
    '/api/loas/:id/file',
    {
      config: { access: 'user' },
      schema: {
        tags: ['loas'],
        description: 'The LOA PDF, for the order’s monetizer and buyer and for admins only.',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await loas.readLoaFile(ctx, requireUser(request), request.params.id);
      return sendPrivateFile(reply, {
        mime: 'application/pdf',
        contentDisposition: `inline; filename="${file.filename}"`,
        bytes: file.bytes,
      });
    },
  );

  // Public on purpose (anyone holding the letter checks it); limited per address against code guessing.
  app.get(
    '/api/loas/verify/:code',
    {
      config: { access: 'public', rateLimit: { name: 'loa-verify', max: 30, windowMs: 15 * MINUTE } },
      schema: {
        tags: ['loas'],
        params: loaVerifyParamsSchema,
        response: { 200: loaVerificationSchema, ...errorResponses },
      },
    },
    async (request) => loaQueries.verifyLoa(ctx.db, request.params.code),
  );

  app.get(
    '/api/loas/buyer-orders',
    {
      config: { access: 'user' },
      schema: { tags: ['loas'], response: { 200: buyerIpOrderListSchema, ...errorResponses } },
    },
    async (request) => loaQueries.listBuyerIpOrders(ctx.db, requireUser(request).id),
  );

  app.put(
    '/api/loas/buyer-orders/:orderId/asn',
    {
      config: { access: 'user' },
      schema: {
        tags: ['loas'],
        params: loaOrderParamsSchema,
        body: setOrderAsnInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await loas.setOrderAsn(ctx, requireUser(request).id, request.params.orderId, request.body.asnId);
      return toMessageReply(LOA_MESSAGES.orderAsnSaved);
    },
  );

  app.get(
    '/api/admin/loas',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: adminLoaQuerySchema,
        response: { 200: adminLoaPageSchema, ...errorResponses },
      },
    },
    async (request) => loaQueries.listAllLoas(ctx.db, request.query),
  );

  app.post(
    '/api/admin/loas/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: loaReviewParamsSchema,
        response: { 200: loaAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const loa = await loas.reviewLoa(ctx, requireUser(request).id, request.params.id, {
        action: 'approve',
      });
      return { loa, ...toMessageReply(MESSAGES.itemApproved) };
    },
  );

  app.post(
    '/api/admin/loas/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: loaReviewParamsSchema,
        body: loaRejectInputSchema,
        response: { 200: loaAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const loa = await loas.reviewLoa(ctx, requireUser(request).id, request.params.id, {
        action: 'reject',
        reason: request.body.reason,
      });
      return { loa, ...toMessageReply(MESSAGES.itemRejected) };
    },
  );
}
