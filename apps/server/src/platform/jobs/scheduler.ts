import type { AppContext } from '../../app-context';
import { DAY, HOUR, MINUTE } from '../clock';
import { deleteExpiredSessions } from '../auth/sessions';
import { deleteExpiredRateLimits } from '../rate-limit';
import { runReputationChecks } from '../../features/reputation/reputation.checker';
import { deleteOldIdempotencyKeys } from '../payments/idempotency';
import { processDueOrders, releaseDueHolds } from '../../features/orders/orders.jobs';
import { settleDueAuctions } from '../../features/auctions/settle-auctions';
import { settleCardPayments } from '../../features/card-payments/settle-card-payments';
import { runWebhookJob } from '../../features/webhooks/webhooks.delivery';

export interface Job {
  name: string;
  everyMs: number;
  /** Claims its due rows safely (FOR UPDATE SKIP LOCKED) so several instances can run it at once. */
  run(ctx: AppContext): Promise<unknown>;
}

/** Time-based work of every feature; each job must be safe to run on several instances at once. */
export const JOBS: Job[] = [
  { name: 'settle-due-auctions', everyMs: MINUTE / 6, run: (ctx) => settleDueAuctions(ctx) },
  { name: 'delete-expired-sessions', everyMs: HOUR, run: (ctx) => deleteExpiredSessions(ctx.db, ctx.clock) },
  {
    name: 'delete-old-rate-limits',
    everyMs: HOUR,
    run: (ctx) => deleteExpiredRateLimits(ctx.db, ctx.clock, DAY),
  },
  {
    name: 'delete-old-live-events',
    everyMs: HOUR,
    run: (ctx) => ctx.hub.deleteEventsBefore(new Date(ctx.clock.now().getTime() - 2 * DAY)),
  },
  // Does nothing unless REPUTATION_DNS_SERVERS is set (no outside traffic by default).
  { name: 'check-ip-reputation', everyMs: 5 * MINUTE, run: (ctx) => runReputationChecks(ctx) },
  { name: 'settle-card-payments', everyMs: MINUTE, run: (ctx) => settleCardPayments(ctx) },
  { name: 'release-due-holds', everyMs: 5 * MINUTE, run: (ctx) => releaseDueHolds(ctx) },
  { name: 'process-due-orders', everyMs: 5 * MINUTE, run: (ctx) => processDueOrders(ctx) },
  {
    name: 'delete-old-idempotency-keys',
    everyMs: HOUR,
    run: (ctx) => deleteOldIdempotencyKeys(ctx, 7 * DAY),
  },
  // Signed webhook POSTs with retries (docs/decisions/197-webhooks.md).
  { name: 'deliver-webhooks', everyMs: MINUTE / 6, run: (ctx) => runWebhookJob(ctx) },
];

/** Where job runs are reported: the app's metrics and logger (docs/decisions/185-operations.md). */
export interface JobReporting {
  metrics?: { recordJobRun(job: string, seconds: number, failed: boolean): void };
  log?: { error(details: object, message: string): void };
}

/** One run of `job`, counted and timed; a failure is logged, never thrown. */
export async function runJob(ctx: AppContext, job: Job, reporting: JobReporting = {}): Promise<void> {
  const started = performance.now();
  let failed = false;
  try {
    await job.run(ctx);
  } catch (error) {
    failed = true;
    if (reporting.log) reporting.log.error({ err: error, job: job.name }, `job ${job.name} failed`);
    else console.error(`job ${job.name} failed:`, error);
  } finally {
    reporting.metrics?.recordJobRun(job.name, (performance.now() - started) / 1000, failed);
  }
}

export function startJobs(ctx: AppContext, jobs: Job[] = JOBS, reporting: JobReporting = {}) {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const timers = jobs.map((job) => {
    let current: Promise<void> | undefined;
    const tick = () => {
      if (current || stopped) return;
      current = runJob(ctx, job, reporting).finally(() => {
        running.delete(current!);
        current = undefined;
      });
      running.add(current);
    };
    tick();
    return setInterval(tick, Math.max(job.everyMs, MINUTE / 6));
  });
  return {
    /** Starts no more runs and resolves when the runs under way have finished (graceful shutdown). */
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all([...running]);
    },
  };
}
