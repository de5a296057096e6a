import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { asc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { MINUTE } from '../clock';
import { serverInstances } from '../db/schema/platform/index';
import { describeFileStorage } from '../storage/storage';

/** How often a running instance marks itself seen (docs/decisions/315). */
export const PRESENCE_EVERY_MS = MINUTE / 2;
/** An instance not seen for this long has stopped without saying so, and is no longer listed. */
export const PRESENCE_TIMEOUT_MS = 3 * MINUTE;

export interface RunningInstance {
  host: string;
  pid: number;
  fileStorage: string;
  fileStorageLabel: string;
  startedAt: Date;
  seenAt: Date;
}

/** The instances seen within PRESENCE_TIMEOUT_MS of `now`, oldest first. */
export async function listRunningInstances(
  ctx: Pick<AppContext, 'db'>,
  now: Date,
): Promise<RunningInstance[]> {
  return ctx.db
    .select({
      host: serverInstances.host,
      pid: serverInstances.pid,
      fileStorage: serverInstances.fileStorage,
      fileStorageLabel: serverInstances.fileStorageLabel,
      startedAt: serverInstances.startedAt,
      seenAt: serverInstances.seenAt,
    })
    .from(serverInstances)
    .where(gte(serverInstances.seenAt, new Date(now.getTime() - PRESENCE_TIMEOUT_MS)))
    .orderBy(asc(serverInstances.startedAt), asc(serverInstances.host), asc(serverInstances.pid));
}

/** Whether every running instance keeps its uploaded files in the same place. */
export const isFileStorageShared = (instances: readonly Pick<RunningInstance, 'fileStorage'>[]) =>
  new Set(instances.map((instance) => instance.fileStorage)).size <= 1;

/**
 * Makes this server instance known to the others on its database (docs/decisions/315): a row with
 * its host, process and file storage, marked seen every PRESENCE_EVERY_MS and deleted when it
 * stops. Each mark also deletes the rows of instances that stopped without saying so, and logs a
 * warning when the running instances stop sharing their uploaded files (and again if they share
 * them and stop again).
 */
export async function startInstancePresence(
  ctx: Pick<AppContext, 'db' | 'env' | 'clock'>,
  options: {
    log: { warn(details: object, message: string): void; error(details: object, message: string): void };
    host?: string;
    pid?: number;
  },
) {
  const id = randomUUID();
  const host = options.host ?? os.hostname();
  const pid = options.pid ?? process.pid;
  const storage = await describeFileStorage(ctx.env);
  const startedAt = ctx.clock.now();
  const row = {
    id,
    host,
    pid,
    fileStorage: storage.identity,
    fileStorageLabel: storage.label,
    startedAt,
  };
  let warnedNotShared = false;

  /** Marks this instance seen (its row again if another took it for stopped), and looks at the others. */
  async function markSeen() {
    const now = ctx.clock.now();
    await ctx.db
      .insert(serverInstances)
      .values({ ...row, seenAt: now })
      .onConflictDoUpdate({ target: serverInstances.id, set: { seenAt: now } });
    await ctx.db
      .delete(serverInstances)
      .where(lt(serverInstances.seenAt, new Date(now.getTime() - PRESENCE_TIMEOUT_MS)));
    const running = await listRunningInstances(ctx, now);
    const shared = isFileStorageShared(running);
    if (!shared && !warnedNotShared) {
      options.log.warn(
        { instances: running.map((each) => `${each.host} (${each.pid}): ${each.fileStorageLabel}`) },
        'the running instances keep uploaded files in different places: a file uploaded through one ' +
          'cannot be read through another (set STORAGE_DRIVER=s3, or one shared DATA_DIR, on every instance)',
      );
    }
    warnedNotShared = !shared;
  }

  await markSeen();
  let marking: Promise<void> | undefined;
  const timer = setInterval(() => {
    marking ??= markSeen()
      .catch((error: unknown) => options.log.error({ err: error }, 'could not mark this instance seen'))
      .finally(() => (marking = undefined));
  }, PRESENCE_EVERY_MS);
  timer.unref();

  return {
    markSeen,
    /** Stops marking and deletes this instance's row (after a mark under way, which would write it again). */
    async stop() {
      clearInterval(timer);
      await marking;
      await ctx.db.delete(serverInstances).where(eq(serverInstances.id, id));
    },
  };
}
