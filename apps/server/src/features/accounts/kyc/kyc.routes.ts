import type { FastifyRequest } from 'fastify';
import {
  KYC_MAX_FILE_BYTES,
  KYC_MESSAGES,
  KYC_UPLOAD_FIELDS,
  kycReviewInputSchema,
  kycStateSchema,
  kycSubmitResultSchema,
  kycDocumentParamsSchema,
  pendingKycListSchema,
} from '@netlease/shared/kyc';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
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
import { textIdParamsSchema } from '@netlease/shared/query-params';

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
  app.get(
    '/api/kyc',
    {
      config: { access: 'user' },
      schema: { tags: ['kyc'], response: { 200: kycStateSchema, ...errorResponses } },
    },
    async (request) => kyc.getKycState(ctx, requireUser(request).id),
  );

  app.post(
    '/api/kyc',
    {
      config: { access: 'user' },
      schema: {
        tags: ['kyc'],
        consumes: ['multipart/form-data'],
        description: `Multipart form: ${KYC_UPLOAD_FIELDS.id} (required) and ${KYC_UPLOAD_FIELDS.business} (optional), PDF, JPEG or PNG, at most 5 MB each; ${KYC_UPLOAD_FIELDS.country} (required), the ISO 3166-1 alpha-2 code of the country the applicant lives in.`,
        response: {
          201: kycSubmitResultSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const upload = await readKycUpload(request);
      const state = await kyc.submitKyc(ctx, requireUser(request), upload);
      return reply.status(201).send({ state, ...toMessageReply(KYC_MESSAGES.submitted) });
    },
  );

  app.get(
    '/api/kyc/verifications/:id/documents/:kind',
    {
      config: { access: 'user' },
      schema: {
        tags: ['kyc'],
        description: 'A KYC document, for its owner and for staff and admins only.',
        params: kycDocumentParamsSchema,
        // No response schema: the body is the file itself (PDF, JPEG or PNG).
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/staff/kyc',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['kyc', 'staff'],
        response: { 200: pendingKycListSchema, ...errorResponses },
      },
    },
    async () => ({ requests: await kyc.listPendingVerifications(ctx.db) }),
  );

  app.post(
    '/api/staff/kyc/:id/review',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['kyc', 'staff'],
        params: textIdParamsSchema,
        body: kycReviewInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await kyc.reviewKyc(ctx, requireUser(request), request.params.id, request.body);
      return toMessageReply(outcome);
    },
  );
}
