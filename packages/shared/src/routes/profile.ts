import { apiRoute } from '../api-route';
import { changePasswordInputSchema, profileSchema } from '../auth';
import { profileUpdateInputSchema, profileUpdateResultSchema } from '../profile';
import { publicProfileSchema } from '../providers';
import { idParamsSchema } from '../query-params';
import { messageSchema } from '../replies';

/** The caller's own profile and password, and any user's public profile. */
export const profileRoutes = {
  getProfile: apiRoute({
    operationId: 'getProfile',
    method: 'GET',
    path: '/api/profile',
    summary: "Read the caller's profile",
    tag: 'profile',
    access: 'user',
    token: 'read',
    replies: { 200: profileSchema },
  }),
  updateProfile: apiRoute({
    operationId: 'updateProfile',
    method: 'PUT',
    path: '/api/profile',
    summary: "Update the caller's profile; a new email waits for its confirmation",
    tag: 'profile',
    access: 'user',
    token: 'browser',
    body: profileUpdateInputSchema,
    replies: { 200: profileUpdateResultSchema },
    errors: [409],
  }),
  changePassword: apiRoute({
    operationId: 'changePassword',
    method: 'PUT',
    path: '/api/profile/password',
    summary: "Change the caller's password; other sessions end",
    tag: 'profile',
    access: 'user',
    token: 'browser',
    body: changePasswordInputSchema,
    replies: { 200: messageSchema },
  }),
  getPublicProfile: apiRoute({
    operationId: 'getPublicProfile',
    method: 'GET',
    path: '/api/users/:id/public',
    summary: "Read a user's public profile and newest reviews",
    tag: 'profile',
    access: 'public',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: publicProfileSchema },
  }),
};
