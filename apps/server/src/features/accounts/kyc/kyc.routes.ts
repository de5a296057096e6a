import type { FastifyRequest } from 'fastify';
import { KYC_MAX_FILE_BYTES, KYC_MESSAGES, KYC_UPLOAD_FIELDS } from '@netlease/shared/kyc';
import { kycRoutes } from '@netlease/shared/routes/kyc';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { AppError } from '../../../platform/errors';
import {
  checkReceivedFile,
  readMultipartForm,
  type ReceivedFile,
  type UploadKind,
} from '../../../platform/storage/checked-upload';
import * as kyc from './kyc.service';

const KYC_FILE_KINDS: readonly UploadKind[] = ['pdf', 'jpg', 'png'];

/**
 * Reads the upload form: `idProof` and the optional `businessDocument`, each checked by its content,
 * and the `country` text (checked by the service). An empty file input (no file chosen) counts as
 * absent; any other field is ignored.
 */
async function readKycUpload(request: FastifyRequest): Promise<kyc.KycUpload> {
  const form = await readMultipartForm(request, {
    fields: [KYC_UPLOAD_FIELDS.country],
    files: [KYC_UPLOAD_FIELDS.id, KYC_UPLOAD_FIELDS.business],
  });
  const check = async (file: ReceivedFile | undefined) => {
    if (!file) return null;
    try {
      return await checkReceivedFile(file, KYC_FILE_KINDS, KYC_MAX_FILE_BYTES);
    } catch (error) {
      // docs/PRODUCT.md "KYC": any upload failure other than a missing ID is 'Submission Failed'.
      if (!(error instanceof AppError)) throw error;
      const { title } = KYC_MESSAGES.submissionFailed;
      throw new AppError(error.code, { title, description: error.userMessage });
    }
  };
  return {
    id: await check(form?.files[KYC_UPLOAD_FIELDS.id]),
    business: await check(form?.files[KYC_UPLOAD_FIELDS.business]),
    country: form?.fields[KYC_UPLOAD_FIELDS.country] ?? null,
  };
}

export function registerKycRoutes(app: Api, ctx: AppContext) {
  serve(app, kycRoutes.getKycState, {
    handler: async (request) => kyc.getKycState(ctx, requireUser(request).id),
  });

  serve(app, kycRoutes.submitKyc, {
    handler: async (request, reply) => {
      const upload = await readKycUpload(request);
      const state = await kyc.submitKyc(ctx, requireUser(request), upload);
      return reply.status(201).send({ state, ...toMessageReply(KYC_MESSAGES.submitted) });
    },
  });

  serve(app, kycRoutes.getKycDocument, {
    handler: async (request, reply) => {
      const document = await kyc.readKycDocument(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.kind,
      );
      return sendPrivateFile(reply, {
        mime: document.mime,
        contentDisposition: `inline; filename="${document.filename}"`,
        bytes: document.bytes,
      });
    },
  });

  serve(app, kycRoutes.listPendingKyc, {
    handler: async () => ({ requests: await kyc.listPendingVerifications(ctx.db) }),
  });

  serve(app, kycRoutes.reviewKyc, {
    handler: async (request) => {
      const outcome = await kyc.reviewKyc(ctx, requireUser(request), request.params.id, request.body);
      return toMessageReply(outcome);
    },
  });
}
