import type { AppContext } from '../app-context';
import { MINUTE } from '../clock';

export interface Job {
  name: string;
  everyMs: number;
  /** Claims its due rows safely (FOR UPDATE SKIP LOCKED) so several instances can run it at once. */
  run(ctx: AppContext): Promise<unknown>;
}

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

export function startJobs(ctx: AppContext, jobs: readonly Job[], reporting: JobReporting = {}) {
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
