import path from 'node:path';
import { parseEnv } from './platform/env';
import { openDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { buildApp } from './app';
import { startJobs } from './platform/jobs/scheduler';
import { JOBS } from './jobs';
import { seedDemoDataIfEmpty } from './features/demo/demo/seed-demo-data';
import { startInstancePresence } from './platform/observability/instance-presence';

const DRAIN_DEADLINE_MS = 15_000;

async function main() {
  const env = parseEnv();
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
  await migrate(handle);
  const { app, ctx, metrics } = await buildApp({ env, handle });
  if (env.DEMO_MODE) await seedDemoDataIfEmpty(ctx);
  const jobs = env.JOBS_ENABLED ? startJobs(ctx, JOBS, { metrics, log: app.log }) : undefined;
  // Known to the other instances on this database, with where it keeps uploaded files (/admin).
  const presence = await startInstancePresence(ctx, { log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: draining requests, live streams and jobs, then closing`);
    // No job starts any more; the runs under way finish (each in its own transactions) before the
    // database closes.
    const jobsDrained = jobs?.stop();
    // Requests under way finish and live event streams end (their preClose hook); a keep-alive
    // connection is closed as soon as it falls idle, and whatever is still open after the drain
    // deadline is cut.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), DRAIN_DEADLINE_MS);
    await app.close();
    clearInterval(closeIdle);
    clearTimeout(deadline);
    const jobsDeadline = new Promise<'cut'>((resolve) => setTimeout(() => resolve('cut'), DRAIN_DEADLINE_MS));
    if ((await Promise.race([jobsDrained, jobsDeadline])) === 'cut') {
      app.log.warn('jobs still running after the drain deadline: closing anyway');
    }
    await presence
      .stop()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not remove this instance'));
    await handle.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const database = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${path.resolve(env.DATA_DIR)}`;
  console.log(
    `\nNetlease is running at ${env.PUBLIC_URL}  (database: ${database}${env.DEMO_MODE ? ', demo mode' : ''})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
