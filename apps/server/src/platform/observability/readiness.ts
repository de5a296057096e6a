import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { readinessSchema, type Readiness } from '@netlease/shared/replies';
import { healthRoutes } from '@netlease/shared/routes/health';
import type { Api } from '../http/types';
import { serve } from '../http/serve-route';
import { queryRows, type DatabaseHandle } from '../db/database';
import { isOperatorRequest } from './operator-access';

export { readinessSchema, type Readiness };

/** The folder migrate() applies (platform/db/migrate.ts), from this file's place in the tree. */
const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
const DATABASE_TIMEOUT_MS = 3_000;

/**
 * Whether this instance can serve traffic (docs/decisions/185-operations.md): the database answers,
 * every migration in apps/server/migrations is applied (an instance started before an upgrade's
 * migrations ran, or a database restored from an older backup, is not ready), and the LISTEN
 * connection that carries live events is up. Liveness is /api/health, which checks nothing.
 */
export async function checkReadiness(handle: DatabaseHandle, log?: FastifyBaseLogger): Promise<Readiness> {
  let applied: Set<string> | undefined;
  try {
    const rows = await withTimeout(
      queryRows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`),
      DATABASE_TIMEOUT_MS,
    );
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    log?.warn({ err: error }, 'readiness: the database cannot be read');
  }
  const missing = applied ? migrationFiles().filter((file) => !applied.has(file)) : [];
  const checks = {
    database: applied ? 'ok' : 'unreachable',
    migrations: !applied
      ? 'unknown'
      : missing.length === 0
        ? 'ok'
        : `${missing.length} not applied: ${missing.join(', ')}`,
    realtime: handle.isListening() ? 'ok' : 'not listening',
  };
  return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
}

function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: 200 when ready, 503 otherwise (for load balancers and orchestrators). Which check
 * failed, and which migrations are missing, is told only to the operators (the machine itself or the
 * metrics token, docs/PRODUCT.md "Operations"); anyone else reads the status alone.
 */
export function registerReadinessRoute(app: Api, handle: DatabaseHandle, options: { metricsToken?: string }) {
  serve(app, healthRoutes.getReadiness, {
    // Its Bearer header is the operators' metrics token, not a personal API token.
    config: {
      operatorBearer: true,
      machineOnly: 'readiness probes of load balancers and orchestrators',
    },
    handler: async (request, reply) => {
      const readiness = await checkReadiness(handle, request.log);
      const answer = isOperatorRequest(request, options.metricsToken)
        ? readiness
        : { ready: readiness.ready };
      return reply.status(readiness.ready ? 200 : 503).send(answer);
    },
  });
}
