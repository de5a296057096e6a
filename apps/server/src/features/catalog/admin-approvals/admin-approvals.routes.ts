import {
  adminStatsSchema,
  pendingApprovalsSchema,
  rejectInputSchema,
  approvalItemParamsSchema,
} from '@netlease/shared/catalog';
import { MESSAGES } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { approveItem, rejectItem } from './admin-approvals.service';
import { getAdminStats, listPendingApprovals } from './admin-approvals.queries';

/** The /admin approvals tab and stat cards; admins only (docs/PRODUCT.md "Approvals"). */
export function registerAdminApprovalsRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: adminStatsSchema, ...errorResponses } },
    },
    async () => getAdminStats(ctx),
  );

  app.get(
    '/api/admin/approvals',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: pendingApprovalsSchema, ...errorResponses } },
    },
    async () => listPendingApprovals(ctx),
  );

  app.post(
    '/api/admin/approvals/:kind/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: approvalItemParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await approveItem(ctx, requireUser(request).id, request.params.kind, request.params.id);
      return toMessageReply(MESSAGES.itemApproved);
    },
  );

  app.post(
    '/api/admin/approvals/:kind/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: approvalItemParamsSchema,
        body: rejectInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await rejectItem(
        ctx,
        requireUser(request).id,
        request.params.kind,
        request.params.id,
        request.body.reason,
      );
      return toMessageReply(MESSAGES.itemRejected);
    },
  );
}
