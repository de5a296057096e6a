import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import type { OffsetClock } from '../../../platform/clock';
import { queryRows } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import type { Job } from '../../../platform/jobs/scheduler';
import { testControlRoutes } from '@netlease/shared/routes/demo';

const TEST_HOOK = 'the browser tests drive it; it exists only with TEST_CONTROL=true';

/**
 * Hooks for the browser tests, registered only when TEST_CONTROL=true (refused in production):
 * move the server clock, run the scheduled jobs now, reset rate limits, and notify a user as a
 * feature would.
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
}
