import { apiRoute } from '../api-route';
import { changePasswordInputSchema, profileSchema } from '../auth';
import {
  billingProfileInputSchema,
  billingProfileReplySchema,
  billingProfileSaveResultSchema,
} from '../billing';
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
  getBillingProfile: apiRoute({
    operationId: 'getBillingProfile',
    method: 'GET',
    path: '/api/profile/billing',
    summary: "Read the caller's billing profile (null before the first save)",
    tag: 'profile',
    access: 'user',
    token: 'read',
    replies: { 200: billingProfileReplySchema },
  }),
  saveBillingProfile: apiRoute({
    operationId: 'saveBillingProfile',
    method: 'PUT',
    path: '/api/profile/billing',
    summary: "Save the caller's billing profile; a VAT ID is checked for the billing country",
    tag: 'profile',
    access: 'user',
    token: 'browser',
    body: billingProfileInputSchema,
    replies: { 200: billingProfileSaveResultSchema },
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
