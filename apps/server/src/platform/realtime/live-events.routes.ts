import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { liveEventRoutes } from '@netlease/shared/routes/live-events';
import { userTopic, type LiveEvent } from '@netlease/shared/notifications';
import { LIVE_STREAM_LIMITS } from '@netlease/shared/notification-limits';
import { MESSAGES } from '@netlease/shared/messages';
import type { Api } from '../http/types';
import { serve } from '../http/serve-route';
import type { EventHub } from './event-hub';
import { AppError } from '../errors';

// A heartbeat every 25 seconds (docs/PRODUCT.md "Notifications and live updates").
const HEARTBEAT_MS = 25_000;
const MAX_TOPICS = 10;

/**
 * GET /api/events: a server-sent event stream of the topics asked for (the signed-in user's own
 * topic by default). A reconnecting browser sends Last-Event-ID and first receives what it missed.
 */
export function registerLiveEventsRoutes(app: Api, hub: EventHub) {
  const open = new Set<ServerResponse>();
  const streams = createStreamCounts();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  // Events committed while this instance was not listening reach no stream: ending the streams
  // makes each browser reconnect with Last-Event-ID and read what it missed from the table.
  hub.onResumed(() => {
    for (const response of open) response.end();
  });

  serve(app, liveEventRoutes.streamLiveEvents, {
    handler: async (request, reply) => {
      const asked = (request.query.topics ?? '')
        .split(',')
        .map((topic) => topic.trim())
        .filter(Boolean);
      const topics =
        asked.length > 0 ? [...new Set(asked)] : request.user ? [userTopic(request.user.id)] : [];
      if (topics.length === 0) throw new AppError('unauthorized', MESSAGES.loginRequired);
      if (topics.length > MAX_TOPICS)
        throw new AppError('invalid_input', 'Too many topics.', 'Invalid input');
      for (const topic of topics) {
        if (!(await hub.canFollow(request.user, topic)))
          throw new AppError('forbidden', MESSAGES.accessDenied);
      }
      const headerId = Number(request.headers['last-event-id']);
      const lastEventId =
        Number.isSafeInteger(headerId) && headerId > 0 ? headerId : request.query.lastEventId;

      // Counted and taken in one step (nothing awaited in between), so streams opened together
      // cannot all slip under the cap; the place is given back when the stream closes.
      const release = streams.take(request.ip, request.user?.id);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        // The headers the hooks set (security headers, request id): a hijacked reply skips Fastify's.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 2000\n\n');
      open.add(response);

      // Ids come from a sequence, so they need not follow commit order: an event with a smaller id
      // can arrive after a larger one and must still be sent. The only duplicates possible are
      // events both in the backlog and delivered live, while it was read or any time after (the
      // notification can trail the commit the backlog read saw); those are skipped by id, each once.
      let replaying = lastEventId !== undefined;
      // Session checks under way: while one runs nothing is written, so no event committed after a
      // sign-out reaches a stream of the ended session (decision 003).
      let sessionChecks = 0;
      let isClosed = false;
      let backlog: LiveEvent[] = [];
      const queued: LiveEvent[] = [];
      const write = (event: LiveEvent) =>
        response.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      // Ids sent from the backlog whose live delivery has not come yet (at most the backlog's size).
      const replayed = new Set<string>();
      const flush = () => {
        if (isClosed || replaying || sessionChecks > 0) return;
        for (const event of backlog.splice(0)) {
          replayed.add(event.id);
          write(event);
        }
        for (const event of queued.splice(0)) {
          if (replayed.delete(event.id)) continue;
          write(event);
        }
      };
      // Subscribe before reading the backlog so nothing committed in between is lost.
      const unsubscribe = hub.subscribe(topics, (event) => {
        if (isClosed) return;
        queued.push(event);
        flush();
      });
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let unwatch = () => {};
      const cleanup = () => {
        if (isClosed) return;
        isClosed = true;
        release();
        backlog = [];
        queued.length = 0;
        replayed.clear();
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        open.delete(response);
      };
      request.raw.on('close', cleanup);
      response.on('close', cleanup);
      // A browser gone while the topics were authorised closed before these listeners were there.
      if (request.raw.socket?.destroyed) cleanup();

      const sessionIdHash = request.sessionIdHash;
      if (request.user && sessionIdHash) {
        const checkSession = () => {
          sessionChecks += 1;
          void hub
            .isSessionLive(sessionIdHash)
            .catch(() => false)
            .then((isLive) => {
              sessionChecks -= 1;
              if (isLive) return flush();
              cleanup();
              response.end();
            });
        };
        unwatch = hub.watchSessions(request.user.id, checkSession);
        // A sign-out committed between the cookie check above and this watch would go unseen.
        checkSession();
      }

      if (lastEventId !== undefined) {
        try {
          backlog = await hub.findMissedEvents(topics, lastEventId);
        } finally {
          replaying = false;
          flush();
        }
      }
      // Hijacked: the stream is written above, Fastify sends nothing more.
      return reply;
    },
  });
}

/**
 * Streams open on this server per client address and per signed-in user (docs/PRODUCT.md
 * "Notifications and live updates"): past either cap a new one is refused with 429. A stream costs
 * this server a socket and memory, so the count is this server's own (docs/decisions/245).
 */
function createStreamCounts() {
  const byAddress = new Map<string, number>();
  const byUser = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    /** Takes a place for a stream, or refuses; the answer gives the place back (once). */
    take(address: string, userId: string | undefined): () => void {
      const isAddressFull = (byAddress.get(address) ?? 0) >= LIVE_STREAM_LIMITS.perAddress;
      const isUserFull = userId !== undefined && (byUser.get(userId) ?? 0) >= LIVE_STREAM_LIMITS.perUser;
      if (isAddressFull || isUserFull) throw new AppError('too_many_requests', MESSAGES.tooManyLiveStreams);
      change(byAddress, address, 1);
      if (userId !== undefined) change(byUser, userId, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        change(byAddress, address, -1);
        if (userId !== undefined) change(byUser, userId, -1);
      };
    },
  };
}
