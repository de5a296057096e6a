import { apiRoute } from '../api-route';
import { liveEventsQuerySchema } from '../replies';

/** Live updates (docs/PRODUCT.md "Notifications and live updates"), tied to a browser session. */
export const liveEventRoutes = {
  streamLiveEvents: apiRoute({
    operationId: 'streamLiveEvents',
    method: 'GET',
    path: '/api/events',
    summary: 'Follow live events as a server-sent event stream',
    description:
      "A server-sent event stream of the topics asked for (the signed-in user's own topic by default). " +
      'A reconnecting browser sends Last-Event-ID and first receives what it missed.',
    tag: 'realtime',
    access: 'public',
    token: 'browser',
    query: liveEventsQuerySchema,
    replies: {
      200: { file: ['text/event-stream'], description: 'The stream: one `data:` frame a live event.' },
    },
  }),
};
