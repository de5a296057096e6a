import {
  GEOFEED_MESSAGES,
  leaseGeolocationInputSchema,
  geofeedParamsSchema,
  leaseGeolocationParamsSchema,
  orderGeolocationReplySchema,
  geolocationSavedSchema,
  type LeaseGeolocationInput,
} from '@netlease/shared/geofeeds';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { toMessageReply } from '../../../platform/http/message-reply';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getOrderGeolocation, getSellerGeofeed, setLeaseGeolocation } from './geofeeds.service';
import { idParamsSchema } from '@netlease/shared/query-params';

/** Geofeed consumers poll about daily; a few minutes of caching spares the database a crawler's burst. */
const FEED_MAX_AGE_SECONDS = 300;

/**
 * Geofeeds (docs/decisions/195-geofeeds.md): the feed is public (geolocation providers fetch it from
 * the `geofeed:` attribute of the seller's inetnum); a range's geolocation is the leaser's to set.
 */
export function registerGeofeedsRoutes(app: Api, ctx: AppContext) {
  // Setting and clearing (null) a lease's geolocation answer alike: where it is now, with the toast.
  const saveLeaseGeolocation = async (
    userId: string,
    lease: { id: string; leaseId: string },
    input: LeaseGeolocationInput | null,
    done: Message,
  ) => ({
    geolocation: await setLeaseGeolocation(ctx, userId, lease.id, lease.leaseId, input),
    ...toMessageReply(done),
  });

  app.get(
    '/api/geofeeds/:sellerId.csv',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geofeeds'],
        description:
          "A seller's RFC 8805 geofeed (text/csv): their listed ranges and the ranges leased from them, " +
          'with country, region and city. Answers 304 to a matching If-None-Match.',
        // Any text: a malformed id answers 404 like an unknown seller.
        params: geofeedParamsSchema,
        // No response schema: the body is CSV text, not JSON (like the CSV exports).
      },
    },
    async (request, reply) => {
      const feed = await getSellerGeofeed(ctx, request.params.sellerId);
      reply
        .header('etag', feed.etag)
        .header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .header('access-control-allow-origin', '*');
      const tags = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
      if (tags.includes(feed.etag) || tags.includes('*')) return reply.status(304).send();
      return reply.type('text/csv; charset=utf-8').send(feed.body);
    },
  );

  app.get(
    '/api/orders/:id/geolocation',
    {
      config: { access: 'user' },
      schema: {
        tags: ['geofeeds'],
        description: "The leased ranges of the caller's order and the geolocation each has in the geofeed.",
        params: idParamsSchema,
        response: { 200: orderGeolocationReplySchema, ...errorResponses },
      },
    },
    async (request) => ({
      geolocation: await getOrderGeolocation(ctx, requireUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/api/orders/:id/geolocation/:leaseId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['geofeeds'],
        description: 'The leaser sets where one leased range of their order is used.',
        params: leaseGeolocationParamsSchema,
        body: leaseGeolocationInputSchema,
        response: { 200: geolocationSavedSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveLeaseGeolocation(requireUser(request).id, request.params, request.body, GEOFEED_MESSAGES.saved),
  );

  app.delete(
    '/api/orders/:id/geolocation/:leaseId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['geofeeds'],
        description: "The leaser removes their geolocation: the feed shows the listing's country again.",
        params: leaseGeolocationParamsSchema,
        response: { 200: geolocationSavedSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveLeaseGeolocation(requireUser(request).id, request.params, null, GEOFEED_MESSAGES.cleared),
  );
}
