import type { FastifyReply } from 'fastify';
import { authRoutes } from '@netlease/shared/routes/auth';
import { profileRoutes } from '@netlease/shared/routes/profile';
import { MESSAGES } from '@netlease/shared/messages';
import { BILLING_MESSAGES } from '@netlease/shared/billing';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import * as accounts from './accounts.service';
import { RATE_LIMITS } from './accounts.service';
import * as profiles from './profile.service';
import * as billing from './billing-profile.service';

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

  serve(app, authRoutes.getCsrfToken, {
    handler: async (_request, reply) => ({ token: reply.generateCsrf() }),
  });

  serve(app, authRoutes.getSession, {
    handler: async (request) => ({ user: request.user, mfaPending: request.pendingMfaUser !== null }),
  });

  serve(app, authRoutes.registerAccount, {
    config: { rateLimit: RATE_LIMITS.registerPerAddress },
    handler: async (request, reply) => {
      await accounts.registerUser(ctx, request.body);
      return reply.status(201).send(toMessageReply(MESSAGES.accountCreated));
    },
  });

  // Limited inside signIn by failures only, per account and address (decision 003).
  serve(app, authRoutes.signIn, {
    handler: async (request, reply) => {
      const result = await accounts.signIn(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // A fresh session id at every sign-in: the old cookie (if any) is dropped, never promoted.
      await accounts.signOut(ctx, request.sessionIdHash);
      setSessionCookie(reply, result.token);
      return { user: result.user, mfaRequired: result.mfaRequired, isFirstSignIn: result.isFirstSignIn };
    },
  });

  serve(app, authRoutes.signOut, {
    handler: async (request, reply) => {
      await accounts.signOut(ctx, request.sessionIdHash);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  });

  serve(app, authRoutes.signOutEverywhere, {
    handler: async (request, reply) => {
      await accounts.signOutEverywhere(ctx, requireUser(request).id);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  });

  serve(app, authRoutes.verifyEmail, {
    handler: async (request) => {
      await accounts.verifyEmail(ctx, request.body.token);
      return toMessageReply(MESSAGES.emailVerified);
    },
  });

  serve(app, authRoutes.resendVerification, {
    config: { rateLimit: RATE_LIMITS.mailPerAddress },
    handler: async (request) => {
      await accounts.resendVerification(ctx, request.body.email);
      return { ok: true as const };
    },
  });

  serve(app, authRoutes.requestPasswordReset, {
    config: { rateLimit: RATE_LIMITS.mailPerAddress },
    handler: async (request) => {
      await accounts.requestPasswordReset(ctx, request.body.email);
      return toMessageReply(MESSAGES.resetLinkSent);
    },
  });

  serve(app, authRoutes.resetPassword, {
    config: { rateLimit: RATE_LIMITS.resetPasswordPerAddress },
    handler: async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return toMessageReply(MESSAGES.passwordReset);
    },
  });

  serve(app, authRoutes.confirmEmailChange, {
    handler: async (request) => {
      await profiles.confirmEmailChange(ctx, request.body.token);
      return { title: 'Email updated', message: 'Your new email address is confirmed.' };
    },
  });

  serve(app, profileRoutes.getProfile, {
    handler: async (request) => profiles.getProfile(ctx, requireUser(request).id),
  });

  serve(app, profileRoutes.updateProfile, {
    handler: async (request) => {
      const { profile, emailChangeRequested } = await profiles.updateProfile(
        ctx,
        requireUser(request).id,
        request.body,
      );
      const message = emailChangeRequested ? MESSAGES.profileAndEmailUpdated : MESSAGES.profileUpdated;
      return { profile, ...toMessageReply(message) };
    },
  });

  serve(app, profileRoutes.changePassword, {
    handler: async (request) => {
      await accounts.changePassword(ctx, requireUser(request).id, request.sessionIdHash, request.body);
      return toMessageReply(MESSAGES.passwordUpdated);
    },
  });

  serve(app, profileRoutes.getBillingProfile, {
    handler: async (request) => ({
      billingProfile: await billing.getBillingProfile(ctx, requireUser(request).id),
    }),
  });

  serve(app, profileRoutes.saveBillingProfile, {
    handler: async (request) => {
      const billingProfile = await billing.saveBillingProfile(ctx, requireUser(request).id, request.body);
      return { billingProfile, ...toMessageReply(BILLING_MESSAGES.billingProfileSaved) };
    },
  });

  serve(app, profileRoutes.getPublicProfile, {
    handler: async (request) => profiles.getPublicProfile(ctx, request.params.id),
  });
}
