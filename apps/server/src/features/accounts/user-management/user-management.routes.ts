import {
  STAFF_MESSAGES,
  changeRoleInputSchema,
  reactivateUserInputSchema,
  staffUsersPageSchema,
  staffUsersQuerySchema,
  suspendUserInputSchema,
  userActionAnswerSchema,
} from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as userManagement from './user-management.service';
import { listUsers } from './user-management.queries';
import { textIdParamsSchema } from '@netlease/shared/query-params';

// Any text: an id that is not a uuid answers 404 'User not found' like a missing account.
/** The staff panel's User Management tab (docs/decisions/160-staff-tools-and-audit.md). */
export function registerUserManagementRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/staff/users',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        querystring: staffUsersQuerySchema,
        response: { 200: staffUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  app.post(
    '/api/staff/users/:id/suspend',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        params: textIdParamsSchema,
        body: suspendUserInputSchema,
        response: { 200: userActionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      user: await userManagement.suspendUser(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.userSuspended),
    }),
  );

  app.post(
    '/api/staff/users/:id/reactivate',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        params: textIdParamsSchema,
        body: reactivateUserInputSchema,
        response: { 200: userActionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      user: await userManagement.reactivateUser(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.userReactivated),
    }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        params: textIdParamsSchema,
        body: changeRoleInputSchema,
        response: { 200: userActionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      user: await userManagement.changeUserRole(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.roleChanged),
    }),
  );
}
