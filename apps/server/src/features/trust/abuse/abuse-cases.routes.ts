import { ABUSE_CASE_MESSAGES } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/abuse';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as cases from './abuse-cases.service';

/** The file types evidence is served as (routes/abuse.ts); other text is sent as plain text, never rendered. */
const SERVED_TYPES = new Set(['text/plain', 'message/rfc822', 'application/pdf', 'image/png', 'image/jpeg']);

/**
 * An abuse case's lessee and owner (docs/PRODUCT.md "Abuse"): their lists, one case, its evidence, the
 * lessee's answers and the thread with staff (staff write in it too).
 */
export function registerAbuseCasesRoutes(app: Api, ctx: AppContext) {
  serve(app, abuseRoutes.listAbuseCases, {
    handler: async (request) => cases.listCases(ctx, requireUser(request).id, request.query),
  });

  serve(app, abuseRoutes.countAbuseCases, {
    handler: async (request) => cases.countCases(ctx, requireUser(request).id),
  });

  serve(app, abuseRoutes.getAbuseCase, {
    handler: async (request) => cases.getCase(ctx, requireUser(request), request.params.id),
  });

  serve(app, abuseRoutes.getAbuseEvidence, {
    handler: async (request, reply) => {
      const file = await cases.getEvidenceFile(
        ctx,
        requireUser(request),
        request.params.id,
        request.params.evidenceId,
      );
      // Always an attachment: what a reporter sent is never shown by the browser as a page.
      const safeName = file.filename.replace(/[^\w .()+,-]/g, '_');
      return sendPrivateFile(reply, {
        mime: SERVED_TYPES.has(file.contentType) ? file.contentType : 'text/plain',
        contentDisposition: `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.filename).replace(/['*]/g, '_')}`,
        bytes: file.bytes,
      });
    },
  });

  serve(app, abuseRoutes.acknowledgeAbuseCase, {
    handler: async (request) => ({
      case: await cases.answerCase(ctx, requireUser(request), request.params.id, 'acknowledged', null),
      ...toMessageReply(ABUSE_CASE_MESSAGES.acknowledged),
    }),
  });

  serve(app, abuseRoutes.resolveAbuseCase, {
    handler: async (request) => ({
      case: await cases.answerCase(
        ctx,
        requireUser(request),
        request.params.id,
        'resolved',
        request.body.note,
      ),
      ...toMessageReply(ABUSE_CASE_MESSAGES.resolved),
    }),
  });

  serve(app, abuseRoutes.disputeAbuseCase, {
    handler: async (request) => ({
      case: await cases.answerCase(
        ctx,
        requireUser(request),
        request.params.id,
        'disputed',
        request.body.note,
      ),
      ...toMessageReply(ABUSE_CASE_MESSAGES.disputed),
    }),
  });

  serve(app, abuseRoutes.postAbuseCaseMessage, {
    handler: async (request, reply) => {
      const posted = await cases.postMessage(ctx, requireUser(request), request.params.id, request.body.body);
      return reply.status(201).send({ case: posted.detail, ...toMessageReply(posted.message) });
    },
  });
}
