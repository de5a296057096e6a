import type { FastifyRequest } from 'fastify';
import {
  ABUSE_ARF_FIELD,
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_EVIDENCE_MAX_FILES,
  ABUSE_FORM_FIELDS,
  ABUSE_MESSAGES,
  reportFieldMissing,
} from '@netlease/shared/abuse';
import { ABUSE_FORMS_PER_CLIENT_PER_HOUR } from '@netlease/shared/abuse-cases';
import { MESSAGES } from '@netlease/shared/messages';
import { abuseRoutes } from '@netlease/shared/routes/abuse';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { HOUR } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { readMultipartForm, type MultipartForm } from '../../../platform/storage/checked-upload';
import * as intake from './abuse-intake.service';

/**
 * The abuse desk's intake (docs/PRODUCT.md "Abuse"): the public form, the reporter's private link,
 * XARF and ARF from programs with an abuse token, and a range's history.
 */

// An XARF report carries its evidence as base64: 5 files of 5 MB, a third larger, and the rest.
const XARF_BODY_LIMIT =
  Math.ceil((ABUSE_EVIDENCE_MAX_FILES * ABUSE_EVIDENCE_MAX_BYTES * 4) / 3) + 1024 * 1024;
const FORM_TEXT_FIELDS = [
  ABUSE_FORM_FIELDS.target,
  ABUSE_FORM_FIELDS.category,
  ABUSE_FORM_FIELDS.seenAt,
  ABUSE_FORM_FIELDS.description,
  ABUSE_FORM_FIELDS.reporterEmail,
];

/** A multipart form read whole; the parser's own refusals become the product's messages. */
async function readForm(
  request: FastifyRequest,
  form: Parameters<typeof readMultipartForm>[1],
): Promise<MultipartForm> {
  let received: MultipartForm | null;
  try {
    received = await readMultipartForm(request, form);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' && form.lists) {
      throw new AppError('payload_too_large', ABUSE_MESSAGES.tooMuchEvidence);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', ABUSE_MESSAGES.reportTooLarge);
    throw error;
  }
  if (!received) throw new AppError('bad_request', MESSAGES.uploadUnreadable);
  return received;
}

/**
 * The public form: its text fields and every file of evidence, each cut one byte past the limit so
 * abuse-formats refuses it by number ('Evidence 2 is larger than 5 MB').
 */
async function readAbuseFormUpload(request: FastifyRequest): Promise<intake.AbuseFormUpload> {
  const form = await readForm(request, {
    fields: FORM_TEXT_FIELDS,
    files: [],
    lists: {
      fields: [ABUSE_FORM_FIELDS.evidence],
      files: ABUSE_EVIDENCE_MAX_FILES,
      fileSize: ABUSE_EVIDENCE_MAX_BYTES + 1,
    },
  });
  return {
    fields: form.fields,
    files: (form.fileLists[ABUSE_FORM_FIELDS.evidence] ?? []).map((file) => ({
      contentType: file.mimetype ?? 'application/octet-stream',
      bytes: file.bytes,
      filename: file.filename,
    })),
  };
}

export function registerAbuseIntakeRoutes(app: Api, ctx: AppContext) {
  serve(app, abuseRoutes.submitAbuseReport, {
    config: { rateLimit: { name: 'abuse-form', max: ABUSE_FORMS_PER_CLIENT_PER_HOUR, windowMs: HOUR } },
    handler: async (request, reply) => {
      const upload = await readAbuseFormUpload(request);
      return reply.status(202).send(await intake.submitFormReport(ctx, upload));
    },
  });

  serve(app, abuseRoutes.openAbuseReport, {
    handler: async (request) => intake.openReporterLink(ctx, request.body.token),
  });

  serve(app, abuseRoutes.sendXarfReport, {
    config: { machineOnly: "other networks' abuse desks and reporting tools, with an abuse token" },
    bodyLimit: XARF_BODY_LIMIT,
    handler: async (request, reply) => {
      const answer = await intake.receiveXarfReport(ctx, requireUser(request).id, request.body);
      return reply.status(201).send(answer);
    },
  });

  serve(app, abuseRoutes.sendArfReport, {
    config: { machineOnly: "mail providers' feedback loops, uploading their reports with an abuse token" },
    handler: async (request, reply) => {
      const form = await readForm(request, { files: [ABUSE_ARF_FIELD] });
      const mail = form.files[ABUSE_ARF_FIELD];
      if (!mail)
        throw new AppError('bad_request', reportFieldMissing(ABUSE_ARF_FIELD), { field: ABUSE_ARF_FIELD });
      if (mail.truncated) throw new AppError('payload_too_large', ABUSE_MESSAGES.reportTooLarge);
      if (mail.bytes.length === 0) throw new AppError('bad_request', MESSAGES.uploadEmpty);
      const answer = await intake.receiveArfReport(ctx, requireUser(request).id, mail.bytes);
      return reply.status(201).send(answer);
    },
  });

  serve(app, abuseRoutes.getAbuseRangeHistory, {
    handler: async (request) => intake.getRangeHistory(ctx, request.query.prefix),
  });
}
