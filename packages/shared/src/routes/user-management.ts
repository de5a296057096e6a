import { apiRoute } from '../api-route';
import { textIdParamsSchema } from '../query-params';
import {
  changeRoleInputSchema,
  reactivateUserInputSchema,
  staffUsersPageSchema,
  staffUsersQuerySchema,
  suspendUserInputSchema,
  userActionAnswerSchema,
} from '../staff';

// Any text id: one that is not a uuid answers 404 'User not found' like a missing account.
export const userManagementRoutes = {
  listStaffUsers: apiRoute({
    operationId: 'listStaffUsers',
    method: 'GET',
    path: '/api/staff/users',
    summary: 'Search the users by name or email, filtered and paged',
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    query: staffUsersQuerySchema,
    replies: { 200: staffUsersPageSchema },
  }),
  suspendUser: apiRoute({
    operationId: 'suspendUser',
    method: 'POST',
    path: '/api/staff/users/:id/suspend',
    summary: 'Suspend a user, with the reason',
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    params: textIdParamsSchema,
    body: suspendUserInputSchema,
    replies: { 200: userActionAnswerSchema },
    errors: [409],
  }),
  reactivateUser: apiRoute({
    operationId: 'reactivateUser',
    method: 'POST',
    path: '/api/staff/users/:id/reactivate',
    summary: 'Reactivate a suspended user',
    tag: 'staff',
    access: 'staff',
    token: 'browser',
    params: textIdParamsSchema,
    body: reactivateUserInputSchema,
    replies: { 200: userActionAnswerSchema },
    errors: [409],
  }),
  changeUserRole: apiRoute({
    operationId: 'changeUserRole',
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    summary: "Change a user's role",
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    params: textIdParamsSchema,
    body: changeRoleInputSchema,
    replies: { 200: userActionAnswerSchema },
    errors: [409],
  }),
};
