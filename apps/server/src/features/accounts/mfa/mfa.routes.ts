import { MFA_MESSAGES } from '@netlease/shared/mfa';
import { mfaRoutes } from '@netlease/shared/routes/mfa';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import { AppError } from '../../../platform/errors';
import * as mfa from './mfa.service';

export function registerMfaRoutes(app: Api, ctx: AppContext) {
  serve(app, mfaRoutes.getMfaStatus, {
    handler: async (request) => mfa.getMfaStatus(ctx, requireUser(request).id),
  });

  serve(app, mfaRoutes.startMfaEnrollment, {
    handler: async (request) => mfa.startEnrollment(ctx, requireUser(request)),
  });

  serve(app, mfaRoutes.confirmMfaEnrollment, {
    handler: async (request) =>
      mfa.confirmEnrollment(ctx, requireUser(request).id, request.body.code, { ip: request.ip }),
  });

  serve(app, mfaRoutes.disableMfa, {
    handler: async (request) => {
      await mfa.disableMfa(ctx, requireUser(request).id, request.body.code, { ip: request.ip });
      return toMessageReply(MFA_MESSAGES.disabled);
    },
  });

  // The second step of sign-in: only a session still waiting for its code may call it.
  serve(app, mfaRoutes.verifyMfaSignIn, {
    handler: async (request, reply) => {
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
  });
}
