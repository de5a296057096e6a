import { MESSAGES } from '@netlease/shared/messages';
import { adminApprovalRoutes } from '@netlease/shared/routes/admin-approvals';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { approveItem, rejectItem } from './admin-approvals.service';
import { getAdminStats, listPendingApprovals } from './admin-approvals.queries';

/** The /admin approvals tab and stat cards; admins only (docs/PRODUCT.md "Approvals"). */
export function registerAdminApprovalsRoutes(app: Api, ctx: AppContext) {
  serve(app, adminApprovalRoutes.getAdminStats, { handler: async () => getAdminStats(ctx) });

  serve(app, adminApprovalRoutes.listPendingApprovals, { handler: async () => listPendingApprovals(ctx) });

  serve(app, adminApprovalRoutes.approveItem, {
    handler: async (request) => {
      await approveItem(ctx, requireUser(request).id, request.params.kind, request.params.id);
      return toMessageReply(MESSAGES.itemApproved);
    },
  });

  serve(app, adminApprovalRoutes.rejectItem, {
    handler: async (request) => {
      await rejectItem(
        ctx,
        requireUser(request).id,
        request.params.kind,
        request.params.id,
        request.body.reason,
      );
      return toMessageReply(MESSAGES.itemRejected);
    },
  });
}
