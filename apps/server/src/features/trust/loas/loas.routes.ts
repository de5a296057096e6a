import type { FastifyRequest } from 'fastify';
import { LOA_MESSAGES, LOA_UPLOAD_FIELDS, LOA_UPLOAD_MAX_BYTES } from '@netlease/shared/loas';
import { MESSAGES, uploadTooLarge } from '@netlease/shared/messages';
import { loaRoutes } from '@netlease/shared/routes/loas';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { AppError } from '../../../platform/errors';
import { MINUTE } from '../../../platform/clock';
import { readMultipartForm } from '../../../platform/storage/checked-upload';
import * as loas from './loas.service';
import * as loaQueries from './loas.queries';

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
  serve(app, loaRoutes.listPendingLoaOrders, {
    handler: async (request) => loaQueries.listPendingLoaOrders(ctx.db, requireUser(request).id),
  });

  serve(app, loaRoutes.listLoas, {
    handler: async (request) => loaQueries.listMonetizerLoas(ctx.db, requireUser(request).id),
  });

  serve(app, loaRoutes.uploadLoa, {
    handler: async (request, reply) => {
      const upload = await readLoaUpload(request);
      const loa = await loas.uploadLoa(ctx, requireUser(request).id, upload);
      return reply.status(201).send({ loa, ...toMessageReply(LOA_MESSAGES.submitted) });
    },
  });

  serve(app, loaRoutes.generateLoa, {
    handler: async (request, reply) => {
      const loa = await loas.generateLoa(ctx, requireUser(request).id, request.body.orderId);
      return reply.status(201).send({ loa, ...toMessageReply(LOA_MESSAGES.generated) });
    },
  });

  serve(app, loaRoutes.getLoaFile, {
    handler: async (request, reply) => {
      const file = await loas.readLoaFile(ctx, requireUser(request), request.params.id);
      return sendPrivateFile(reply, {
        mime: 'application/pdf',
        contentDisposition: `inline; filename="${file.filename}"`,
        bytes: file.bytes,
      });
    },
  });

  // Public on purpose (anyone holding the letter checks it); limited per address against code guessing.
  serve(app, loaRoutes.verifyLoa, {
    config: { rateLimit: { name: 'loa-verify', max: 30, windowMs: 15 * MINUTE } },
    handler: async (request) => loaQueries.verifyLoa(ctx.db, request.params.code),
  });

  serve(app, loaRoutes.listBuyerIpOrders, {
    handler: async (request) => loaQueries.listBuyerIpOrders(ctx.db, requireUser(request).id),
  });

  serve(app, loaRoutes.setOrderAsn, {
    handler: async (request) => {
      await loas.setOrderAsn(ctx, requireUser(request).id, request.params.orderId, request.body.asnId);
      return toMessageReply(LOA_MESSAGES.orderAsnSaved);
    },
  });

  serve(app, loaRoutes.listAdminLoas, {
    handler: async (request) => loaQueries.listAllLoas(ctx.db, request.query),
  });

  serve(app, loaRoutes.approveLoa, {
    handler: async (request) => {
      const loa = await loas.reviewLoa(ctx, requireUser(request).id, request.params.id, {
        action: 'approve',
      });
      return { loa, ...toMessageReply(MESSAGES.itemApproved) };
    },
  });

  serve(app, loaRoutes.rejectLoa, {
    handler: async (request) => {
      const loa = await loas.reviewLoa(ctx, requireUser(request).id, request.params.id, {
        action: 'reject',
        reason: request.body.reason,
      });
      return { loa, ...toMessageReply(MESSAGES.itemRejected) };
    },
  });
}
