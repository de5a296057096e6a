import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { userTopic, type LiveEvent } from '@netlease/shared/notifications';
import { MESSAGES } from '@netlease/shared/messages';
import type { Api } from '../http/types';
import type { EventHub } from './event-hub';
import { AppError } from '../errors';

// Spec part 1 §9: realtime heartbeat 25 seconds.
const HEARTBEAT_MS = 25_000;
const MAX_TOPICS = 10;

/**
 * GET /api/events: a server-sent event stream of the topics asked for (the signed-in user's own
 * topic by default). A reconnecting browser sends Last-Event-ID and first receives what it missed.
 */
export function registerLiveEventsRoutes(app: Api, hub: EventHub) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['realtime'],
        querystring: z.object({
          topics: z.string().max(600).optional(),
          lastEventId: z.coerce.number().int().min(0).optional(),
        }),
      },
    },
    async (request, reply) => {
      const asked = (request.query.topics ?? '')
        .split(',')
        .map((topic) => topic.trim())
        .filter(Boolean);
      const topics =
        asked.length > 0 ? [...new Set(asked)] : request.user ? [userTopic(request.user.id)] : [];
      if (topics.length === 0) throw new AppError('unauthorized', MESSAGES.loginRequired);
      if (topics.length > MAX_TOPICS) throw new AppError('bad_request', 'Too many topics.', 'Invalid input');
      for (const topic of topics) {
        if (!(await hub.canFollow(request.user, topic)))
          throw new AppError('forbidden', MESSAGES.accessDenied);
      }
      const headerId = Number(request.headers['last-event-id']);
      const lastEventId =
        Number.isSafeInteger(headerId) && headerId > 0 ? headerId : request.query.lastEventId;

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 2000\n\n');
      open.add(response);

      // Ids come from a sequence, so they need not follow commit order: an event with a smaller id
      // can arrive after a larger one and must still be sent. The only duplicates possible are
      // events both in the backlog and delivered live while it was read; those are skipped by id.
      let replaying = lastEventId !== undefined;
      const replayed = new Set<string>();
      const queued: LiveEvent[] = [];
      const write = (event: LiveEvent) =>
        response.write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      const send = (event: LiveEvent) => {
        if (replayed.has(event.id)) return;
        write(event);
      };
      // Subscribe before reading the backlog so nothing committed in between is lost.
      const unsubscribe = hub.subscribe(topics, (event) => (replaying ? queued.push(event) : send(event)));
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
      };
      request.raw.on('close', cleanup);
      response.on('close', cleanup);

      if (lastEventId !== undefined) {
        try {
          for (const event of await hub.findMissedEvents(topics, lastEventId)) {
            replayed.add(event.id);
            write(event);
          }
        } finally {
          replaying = false;
          queued.splice(0).forEach(send);
          replayed.clear();
        }
      }
    },
  );
}
