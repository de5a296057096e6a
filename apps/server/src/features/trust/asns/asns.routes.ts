import { ASN_MESSAGES } from '@netlease/shared/asns';
import { MESSAGES } from '@netlease/shared/messages';
import { asnRoutes } from '@netlease/shared/routes/asns';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as asns from './asns.service';

export function registerAsnsRoutes(app: Api, ctx: AppContext) {
  serve(app, asnRoutes.listAsns, {
    handler: async (request) => asns.listOwnAsns(ctx.db, requireUser(request).id),
  });

  serve(app, asnRoutes.submitAsn, {
    handler: async (request, reply) => {
      const asn = await asns.submitAsn(ctx, requireUser(request).id, request.body);
      return reply.status(201).send({ asn, ...toMessageReply(ASN_MESSAGES.submitted) });
    },
  });

  serve(app, asnRoutes.listAdminAsns, {
    handler: async (request) => asns.listAsnsForAdmin(ctx.db, request.query),
  });

  serve(app, asnRoutes.approveAsn, {
    handler: async (request) => {
      const asn = await asns.reviewAsn(ctx, requireUser(request).id, request.params.id, {
        action: 'approve',
      });
      return { asn, ...toMessageReply(MESSAGES.itemApproved) };
    },
  });

  serve(app, asnRoutes.rejectAsn, {
    handler: async (request) => {
      const asn = await asns.reviewAsn(ctx, requireUser(request).id, request.params.id, {
        action: 'reject',
        reason: request.body.reason,
      });
      return { asn, ...toMessageReply(MESSAGES.itemRejected) };
    },
  });
}
