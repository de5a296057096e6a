import { STAFF_MESSAGES } from '@netlease/shared/staff';
import { userManagementRoutes } from '@netlease/shared/routes/user-management';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import * as userManagement from './user-management.service';
import { listUsers } from './user-management.queries';

// Any text: an id that is not a uuid answers 404 'User not found' like a missing account.
/** The staff panel's User Management tab (docs/decisions/160-staff-tools-and-audit.md). */
export function registerUserManagementRoutes(app: Api, ctx: AppContext) {
  serve(app, userManagementRoutes.listStaffUsers, {
    handler: async (request) => listUsers(ctx, request.query),
  });

  serve(app, userManagementRoutes.suspendUser, {
    handler: async (request) => ({
      user: await userManagement.suspendUser(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.userSuspended),
    }),
  });

  serve(app, userManagementRoutes.reactivateUser, {
    handler: async (request) => ({
      user: await userManagement.reactivateUser(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.userReactivated),
    }),
  });

  serve(app, userManagementRoutes.changeUserRole, {
    handler: async (request) => ({
      user: await userManagement.changeUserRole(ctx, requireUser(request), request.params.id, request.body),
      ...toMessageReply(STAFF_MESSAGES.roleChanged),
    }),
  });
}
