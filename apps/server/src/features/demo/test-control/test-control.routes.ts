import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import type { OffsetClock } from '../../../platform/clock';
import { queryRows } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import type { Job } from '../../../platform/jobs/scheduler';
import { createSession, SESSION_COOKIE } from '../../../platform/auth/sessions';
import { sessionSettings, signOut } from '../../accounts/accounts/accounts.service';
import { testControlRoutes } from '@netlease/shared/routes/demo';
import type { SessionUser } from '@netlease/shared/auth';

const TEST_HOOK = 'the browser tests drive it; it exists only with TEST_CONTROL=true';

/**
 * Hooks for the browser tests, registered only when TEST_CONTROL=true (refused in production):
 * move the server clock, run the scheduled jobs now, reset rate limits, notify a user as a
 * feature would, and sign a browser in by cookie.
 */
export function registerTestControlRoutes(
  app: Api,
  ctx: AppContext,
  clock: OffsetClock,
  jobs: readonly Job[],
) {
  serve(app, testControlRoutes.advanceTestClock, {
    config: { machineOnly: TEST_HOOK },
    handler: async (request) => {
      clock.advance(request.body.ms);
      return { now: clock.now().toISOString() };
    },
  });

  // Each browser test starts with fresh sign-in limits: the suite signs in far more often than
  // one person would, and the limits themselves are proven by the API tests.
  serve(app, testControlRoutes.resetTestRateLimits, {
    config: { machineOnly: TEST_HOOK },
    handler: async () => {
      await ctx.db.execute(sql`DELETE FROM rate_limits`);
      return { reset: true as const };
    },
  });

  serve(app, testControlRoutes.runTestJobs, {
    config: { machineOnly: TEST_HOOK },
    handler: async () => {
      for (const job of jobs) await job.run(ctx);
      return { ran: jobs.map((job) => job.name) };
    },
  });

  serve(app, testControlRoutes.sendTestNotification, {
    config: { machineOnly: TEST_HOOK },
    handler: async (request) => {
      const [user] = await queryRows<{ id: string }>(
        ctx.db,
        sql`SELECT id FROM users WHERE lower(email) = lower(${request.body.email})`,
      );
      if (!user) throw new AppError('not_found', 'No such user.');
      return ctx.db.transaction((tx) =>
        notifyUser(tx, user.id, {
          type: 'test',
          title: request.body.title,
          message: request.body.message,
          link: request.body.link,
        }),
      );
    },
  });

  // A browser test that is not about signing in starts signed in: the session is the one a password
  // sign-in makes (createSession, the same cookie), without the /login page's three page loads, so
  // tests can run side by side (docs/decisions/268). The same users a password would let in: a
  // verified, unsuspended account, its MFA still to be passed when it has MFA on.
  serve(app, testControlRoutes.startTestSession, {
    config: { machineOnly: TEST_HOOK },
    handler: async (request, reply) => {
      const [user] = await queryRows<{
        id: string;
        name: string;
        email: string;
        role: SessionUser['role'];
        kycStatus: SessionUser['kycStatus'];
        avatarUrl: string | null;
        mfaEnabled: boolean;
      }>(
        ctx.db,
        sql`SELECT id, name, email, role, kyc_status AS "kycStatus", avatar_url AS "avatarUrl",
                   mfa_enabled AS "mfaEnabled"
            FROM users
            WHERE lower(email) = lower(${request.body.email})
              AND email_verified_at IS NOT NULL AND suspended_at IS NULL`,
      );
      if (!user) throw new AppError('not_found', 'No such user who may sign in.');
      const token = await createSession(ctx.db, ctx.clock, sessionSettings(ctx), {
        userId: user.id,
        mfaPending: user.mfaEnabled,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // As at every sign-in, the browser's old session ends rather than being kept beside the new one.
      await signOut(ctx, request.sessionIdHash);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.env.COOKIE_SECURE,
        maxAge: ctx.env.SESSION_MAX_DAYS * 24 * 60 * 60,
      });
      return { user };
    },
  });
}
