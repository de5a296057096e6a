import type { FastifyReply } from 'fastify';
import { publicProfileSchema } from '@netlease/shared/providers';
import {
  changePasswordInputSchema,
  emailInputSchema,
  loginInputSchema,
  profileSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenInputSchema,
  csrfTokenSchema,
  sessionStateSchema,
  loginResultSchema,
} from '@netlease/shared/auth';
import { profileUpdateInputSchema, profileUpdateResultSchema } from '@netlease/shared/profile';
import { MESSAGES } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema, okSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import * as accounts from './accounts.service';
import { RATE_LIMITS } from './accounts.service';
import * as profiles from './profile.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerAccountsRoutes(app: Api, ctx: AppContext) {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.env.COOKIE_SECURE,
      maxAge: ctx.env.SESSION_MAX_DAYS * 24 * 60 * 60,
    });
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });

  app.get(
    '/api/auth/csrf',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: csrfTokenSchema } },
    },
    async (_request, reply) => ({ token: reply.generateCsrf() }),
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => ({ user: request.user, mfaPending: request.pendingMfaUser !== null }),
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.registerPerAddress },
      schema: {
        tags: ['auth'],
        body: registerInputSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await accounts.registerUser(ctx, request.body);
      return reply.status(201).send(toMessageReply(MESSAGES.accountCreated));
    },
  );

  app.post(
    '/api/auth/login',
    {
      // Limited inside signIn by failures only, per account and address (decision 003).
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: loginInputSchema,
        response: { 200: loginResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await accounts.signIn(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // A fresh session id at every sign-in: the old cookie (if any) is dropped, never promoted.
      await accounts.signOut(ctx, request.sessionIdHash);
      setSessionCookie(reply, result.token);
      return { user: result.user, mfaRequired: result.mfaRequired, isFirstSignIn: result.isFirstSignIn };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (request, reply) => {
      await accounts.signOut(ctx, request.sessionIdHash);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], response: { 200: okSchema, ...errorResponses } },
    },
    async (request, reply) => {
      await accounts.signOutEverywhere(ctx, requireUser(request).id);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: tokenInputSchema, response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      await accounts.verifyEmail(ctx, request.body.token);
      return toMessageReply(MESSAGES.emailVerified);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.mailPerAddress },
      schema: { tags: ['auth'], body: emailInputSchema, response: { 200: okSchema, ...errorResponses } },
    },
    async (request) => {
      await accounts.resendVerification(ctx, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.mailPerAddress },
      schema: { tags: ['auth'], body: emailInputSchema, response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      await accounts.requestPasswordReset(ctx, request.body.email);
      return toMessageReply(MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.resetPasswordPerAddress },
      schema: {
        tags: ['auth'],
        body: resetPasswordInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return toMessageReply(MESSAGES.passwordReset);
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: tokenInputSchema, response: { 200: messageSchema, ...errorResponses } },
    },
    async (request) => {
      await profiles.confirmEmailChange(ctx, request.body.token);
      return { title: 'Email updated', message: 'Your new email address is confirmed.' };
    },
  );

  app.get(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errorResponses } },
    },
    async (request) => profiles.getProfile(ctx, requireUser(request).id),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        body: profileUpdateInputSchema,
        response: {
          200: profileUpdateResultSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { profile, emailChangeRequested } = await profiles.updateProfile(
        ctx,
        requireUser(request).id,
        request.body,
      );
      const message = emailChangeRequested ? MESSAGES.profileAndEmailUpdated : MESSAGES.profileUpdated;
      return { profile, ...toMessageReply(message) };
    },
  );

  app.put(
    '/api/profile/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        body: changePasswordInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.changePassword(ctx, requireUser(request).id, request.sessionIdHash, request.body);
      return toMessageReply(MESSAGES.passwordUpdated);
    },
  );

  app.get(
    '/api/users/:id/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profile'],
        params: idParamsSchema,
        response: { 200: publicProfileSchema, ...errorResponses },
      },
    },
    async (request) => profiles.getPublicProfile(ctx, request.params.id),
  );
}
