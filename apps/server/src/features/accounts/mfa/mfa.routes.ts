import {
  MFA_MESSAGES,
  mfaCodeInputSchema,
  mfaEnabledSchema,
  mfaEnrollmentSchema,
  mfaStatusSchema,
  mfaVerifiedSchema,
} from '@netlease/shared/mfa';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { messageSchema } from '@netlease/shared/replies';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import { AppError } from '../../../platform/errors';
import * as mfa from './mfa.service';

export function registerMfaRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/mfa',
    {
      config: { access: 'user' },
      schema: { tags: ['mfa'], response: { 200: mfaStatusSchema, ...errorResponses } },
    },
    async (request) => mfa.getMfaStatus(ctx, requireUser(request).id),
  );

  app.post(
    '/api/mfa/enroll',
    {
      config: { access: 'user' },
      schema: { tags: ['mfa'], response: { 200: mfaEnrollmentSchema, ...errorResponses } },
    },
    async (request) => mfa.startEnrollment(ctx, requireUser(request)),
  );

  app.post(
    '/api/mfa/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mfa'],
        body: mfaCodeInputSchema,
        response: { 200: mfaEnabledSchema, ...errorResponses },
      },
    },
    async (request) =>
      mfa.confirmEnrollment(ctx, requireUser(request).id, request.body.code, { ip: request.ip }),
  );

  app.post(
    '/api/mfa/disable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mfa'],
        body: mfaCodeInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await mfa.disableMfa(ctx, requireUser(request).id, request.body.code, { ip: request.ip });
      return toMessageReply(MFA_MESSAGES.disabled);
    },
  );

  // The second step of sign-in: only a session still waiting for its code may call it.
  app.post(
    '/api/auth/mfa/verify',
    {
      config: { access: 'pending-mfa' },
      schema: {
        tags: ['auth'],
        body: mfaCodeInputSchema,
        response: { 200: mfaVerifiedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const pending = request.pendingMfaUser;
      if (!pending || !request.sessionIdHash)
        throw new AppError('unauthorized', MFA_MESSAGES.challengeFailed);
      const result = await mfa.completeSignIn(
        ctx,
        { userId: pending.id, sessionIdHash: request.sessionIdHash },
        request.body.code,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      reply.setCookie(SESSION_COOKIE, result.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.env.COOKIE_SECURE,
        maxAge: ctx.env.SESSION_MAX_DAYS * 24 * 60 * 60,
      });
      return { user: result.user, usedRecoveryCode: result.usedRecoveryCode };
    },
  );
}
