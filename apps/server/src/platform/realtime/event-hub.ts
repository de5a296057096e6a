import { randomUUID } from 'node:crypto';
import { and, asc, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { liveEventSchema, type LiveEvent } from '@netlease/shared/notifications';
import type { SessionUser } from '@netlease/shared/auth';
import type { DatabaseHandle } from '../db/database';
import { liveEvents } from '../db/schema/platform/index';
import { isSessionLive } from '../auth/sessions';
import { EVENTS_CHANNEL, SESSION_ENDED_EVENT } from './publish-event';

type Subscriber = (event: LiveEvent) => void;
/** Called, in event order, when sessions of the watched user ended somewhere. */
type SessionWatcher = () => void;
/** Decides whether a user (or a visitor, null) may follow a topic such as `ticket:<id>`. */
export type TopicAuthorizer = (user: SessionUser | null, id: string) => Promise<boolean>;

const CATCH_UP_LIMIT = 500;

/** The payload of a fence: `fence:<instance>:<number>` (docs/decisions/272-catalogue-fence.md). */
const FENCE_PREFIX = 'fence:';
/** How long a fence may take to come back before the caller is told it did not (decision 272). */
const FENCE_TIMEOUT_MS = 1_000;

/**
 * The payload the catalogue's statement triggers send on the events channel (migrations 1810, 2120
 * and 2280): the public catalogue may have changed, so answers kept from it are stale (decision 205).
 * A sale sends it with the offers it narrowed, 'catalogue:<id>,<id>…' (decision 271), and
 * 'catalogue:listed,<id>,<id>…' when every one of them is still listed (decision 314).
 */
export const CATALOGUE_CHANGED = 'catalogue';
/** The first word of a sale's list of offers when none of them left the catalogue (decision 314). */
const STILL_LISTED = 'listed';

/**
 * What a catalogue notification says changed: null when anything may have changed; otherwise the
 * offers a sale narrowed (taken out or lowered, nothing else), and whether each is still listed, in
 * which case no total of the catalogue moved.
 */
export type CatalogueChange = null | { offers: readonly string[]; stillListed: boolean };
type CatalogueWatcher = (change: CatalogueChange) => void;

/** The change a catalogue payload announces, or undefined when the payload is not one. */
export function readCatalogueChange(payload: string): CatalogueChange | undefined {
  if (payload === CATALOGUE_CHANGED) return null;
  if (!payload.startsWith(`${CATALOGUE_CHANGED}:`)) return undefined;
  const words = payload.slice(CATALOGUE_CHANGED.length + 1).split(',');
  const stillListed = words[0] === STILL_LISTED;
  return { offers: stillListed ? words.slice(1) : words, stillListed };
}

/**
 * Fans committed live events out to the browsers connected to this instance. Every instance
 * LISTENs on one Postgres channel; the NOTIFY payload is the whole event, or its id to read back
 * here when the event is too large for a notification (readNotification, docs/decisions/279).
 */
export function createEventHub(handle: DatabaseHandle, options: { fenceTimeoutMs?: number } = {}) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const authorizers = new Map<string, TopicAuthorizer>();
  const sessionWatchers = new Map<string, Set<SessionWatcher>>();
  let unlisten: (() => Promise<void>) | undefined;
  const resumeWatchers = new Set<() => void>();
  const catalogueWatchers = new Set<CatalogueWatcher>();

  authorizers.set('user', async (user, id) => user?.id === id);

  // Fences (decision 272). Callers that arrive while a fence's NOTIFY is being sent wait for the next
  // one, which is sent as soon as that statement returns: every caller's fence is sent after it
  // asked, and under load one statement serves every caller that arrived meanwhile.
  const instanceId = randomUUID();
  const fenceTimeoutMs = options.fenceTimeoutMs ?? FENCE_TIMEOUT_MS;
  let fencesSent = 0;
  let nextFence: { promise: Promise<boolean>; settle: (hasReturned: boolean) => void } | undefined;
  let isSendingFences = false;
  const fencesOut = new Map<number, (hasReturned: boolean) => void>();

  /** A fence callers wait for; it tells them false if it has not come back in time. */
  function createFence() {
    let resolve!: (hasReturned: boolean) => void;
    const fence = {
      promise: new Promise<boolean>((done) => (resolve = done)),
      settle(hasReturned: boolean) {
        clearTimeout(timer);
        // One that timed out before it was sent takes no more callers.
        if (nextFence === fence) nextFence = undefined;
        resolve(hasReturned);
      },
    };
    const timer = setTimeout(() => fence.settle(false), fenceTimeoutMs);
    timer.unref();
    return fence;
  }

  async function sendFences() {
    isSendingFences = true;
    try {
      while (nextFence) {
        const fence = nextFence;
        nextFence = undefined;
        const number = (fencesSent += 1);
        fencesOut.set(number, fence.settle);
        void fence.promise.then(() => fencesOut.delete(number));
        try {
          await handle.db.execute(
            sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`${FENCE_PREFIX}${instanceId}:${number}`})`,
          );
        } catch {
          settleFence(number, false);
        }
      }
    } finally {
      isSendingFences = false;
    }
  }

  function settleFence(number: number, hasReturned: boolean) {
    fencesOut.get(number)?.(hasReturned);
  }

  function settleEveryFence(hasReturned: boolean) {
    for (const settle of fencesOut.values()) settle(hasReturned);
    nextFence?.settle(hasReturned);
  }

  /** Handles a fence's payload (this instance's or another's); false when the payload is not one. */
  function receiveFence(payload: string): boolean {
    if (!payload.startsWith(FENCE_PREFIX)) return false;
    const own = `${FENCE_PREFIX}${instanceId}:`;
    if (payload.startsWith(own)) settleFence(Number(payload.slice(own.length)), true);
    return true;
  }

  // Notifications arrive in commit order. Reading events back one by one in parallel could hand
  // them to browsers out of that order, so one drain loop reads whatever has queued up in a single
  // query and delivers it in the order the notifications came. A notification may carry the whole
  // event (see `readNotification`): then nothing is read, but it still waits its turn in the queue.
  let pending: Array<number | LiveEvent> = [];
  let draining = false;

  function deliver(event: LiveEvent) {
    if (event.type === SESSION_ENDED_EVENT) {
      // Handled here, in order, before any later event reaches a stream of that session.
      const userId = event.topic.startsWith('user:') ? event.topic.slice('user:'.length) : '';
      for (const watcher of sessionWatchers.get(userId) ?? []) watcher();
      return;
    }
    for (const listener of subscribers.get(event.topic) ?? []) listener(event);
  }

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        const ids = batch.filter((item): item is number => typeof item === 'number');
        const rows =
          ids.length > 0 ? await handle.db.select().from(liveEvents).where(inArray(liveEvents.id, ids)) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const item of batch) {
          const row = typeof item === 'number' ? byId.get(item) : undefined;
          const event = typeof item === 'number' ? row && toLiveEvent(row) : item;
          if (event) deliver(event);
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    async start() {
      unlisten = await handle.listen(
        EVENTS_CHANNEL,
        (payload) => {
          if (receiveFence(payload)) return;
          const catalogueChange = readCatalogueChange(payload);
          if (catalogueChange !== undefined) {
            for (const watcher of catalogueWatchers) watcher(catalogueChange);
            return;
          }
          const item = readNotification(payload);
          if (item === undefined) return;
          pending.push(item);
          void drain().catch(() => undefined);
        },
        () => {
          // Changes committed while the connection was down were never announced, nor fences sent
          // meanwhile.
          for (const watcher of catalogueWatchers) watcher(null);
          settleEveryFence(false);
          for (const watcher of resumeWatchers) watcher();
        },
      );
    },
    /**
     * Calls `watcher` when this instance listens again after its database connection dropped:
     * events committed meanwhile never reached it, so open streams must catch up from the table.
     */
    onResumed(watcher: () => void): () => void {
      resumeWatchers.add(watcher);
      return () => resumeWatchers.delete(watcher);
    },
    /**
     * Calls `watcher` whenever the public catalogue may have changed, on any instance (and when this
     * instance listens again after its connection dropped, since it may have missed some), with the
     * offers a sale narrowed and whether they are still listed, or null for any change.
     */
    onCatalogueChanged(watcher: CatalogueWatcher): () => void {
      catalogueWatchers.add(watcher);
      return () => catalogueWatchers.delete(watcher);
    },
    /**
     * Resolves true once every notification committed before the call has reached this instance's
     * watchers (decision 272): on PostgreSQL by sending a NOTIFY of its own and waiting for it to come
     * back on the LISTEN connection, which delivers notifications in commit order. Resolves false,
     * at once or after a second, when this instance does not listen or the fence does not return:
     * then the caller cannot know what it missed. On PGlite it resolves at once: the database runs in
     * this process and hands each statement's notifications to the watchers before the statement's
     * own result, so nothing committed can still be on its way.
     */
    fence(): Promise<boolean> {
      if (!unlisten || !handle.isListening()) return Promise.resolve(false);
      if (handle.kind === 'pglite') return Promise.resolve(true);
      nextFence ??= createFence();
      const { promise } = nextFence;
      if (!isSendingFences) void sendFences();
      return promise;
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
      settleEveryFence(false);
      for (const watcher of catalogueWatchers) watcher(null);
      catalogueWatchers.clear();
      resumeWatchers.clear();
      subscribers.clear();
      sessionWatchers.clear();
    },
    registerTopic(prefix: string, authorize: TopicAuthorizer) {
      authorizers.set(prefix, authorize);
    },
    async canFollow(user: SessionUser | null, topic: string): Promise<boolean> {
      const separator = topic.indexOf(':');
      const prefix = separator === -1 ? topic : topic.slice(0, separator);
      const id = separator === -1 ? '' : topic.slice(separator + 1);
      const authorize = authorizers.get(prefix);
      return authorize ? authorize(user, id) : false;
    },
    subscribe(topics: string[], listener: Subscriber): () => void {
      for (const topic of topics) {
        let set = subscribers.get(topic);
        if (!set) subscribers.set(topic, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const topic of topics) {
          const set = subscribers.get(topic);
          set?.delete(listener);
          if (set?.size === 0) subscribers.delete(topic);
        }
      };
    },
    /**
     * Calls `watcher` whenever sessions of `userId` end on any instance, so a stream opened with
     * one of them can re-check it (isSessionLive) and close. Returns the way to stop watching.
     */
    watchSessions(userId: string, watcher: SessionWatcher): () => void {
      let set = sessionWatchers.get(userId);
      if (!set) sessionWatchers.set(userId, (set = new Set()));
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0 && sessionWatchers.get(userId) === set) sessionWatchers.delete(userId);
      };
    },
    isSessionLive(sessionIdHash: string): Promise<boolean> {
      return isSessionLive(handle.db, sessionIdHash);
    },
    /** Events a reconnecting browser missed after `afterId`. */
    async findMissedEvents(topics: string[], afterId: number): Promise<LiveEvent[]> {
      const rows = await handle.db
        .select()
        .from(liveEvents)
        .where(
          and(
            inArray(liveEvents.topic, topics),
            gt(liveEvents.id, afterId),
            ne(liveEvents.type, SESSION_ENDED_EVENT),
          ),
        )
        .orderBy(asc(liveEvents.id))
        .limit(CATCH_UP_LIMIT);
      return rows.map(toLiveEvent);
    },
    async deleteEventsBefore(date: Date) {
      await handle.db.delete(liveEvents).where(lt(liveEvents.createdAt, date));
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;

/**
 * A notification's payload: the id of a live_events row to read back, or the event itself as JSON
 * (`{"id":"42","topic":…,"type":…,"data":…}`) when it fits in a NOTIFY (PostgreSQL's limit is 8,000
 * bytes), which spares every instance one read per event. Anything else is not a live event.
 */
function readNotification(payload: string): number | LiveEvent | undefined {
  if (payload.startsWith('{')) {
    try {
      const parsed = liveEventSchema.safeParse(JSON.parse(payload));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : undefined;
}

function toLiveEvent(row: typeof liveEvents.$inferSelect): LiveEvent {
  return { id: String(row.id), topic: row.topic, type: row.type, data: row.data };
}
