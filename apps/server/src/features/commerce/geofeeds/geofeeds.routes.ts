import { GEOFEED_MESSAGES, type LeaseGeolocationInput } from '@netlease/shared/geofeeds';
import { geofeedRoutes } from '@netlease/shared/routes/geofeeds';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { matchesIfNoneMatch } from '../../../platform/http/entity-tags';
import { toMessageReply } from '@netlease/shared/replies';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { getOrderGeolocation, getSellerGeofeed, setLeaseGeolocation } from './geofeeds.service';

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

  serve(app, geofeedRoutes.getSellerGeofeed, {
    handler: async (request, reply) => {
      const feed = await getSellerGeofeed(ctx, request.params.sellerId);
      reply
        .header('etag', feed.etag)
        .header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .header('access-control-allow-origin', '*');
      if (matchesIfNoneMatch(request.headers['if-none-match'], feed.etag)) return reply.status(304).send();
      return reply.type('text/csv; charset=utf-8').send(feed.body);
    },
  });

  serve(app, geofeedRoutes.getOrderGeolocation, {
    handler: async (request) => ({
      geolocation: await getOrderGeolocation(ctx, requireUser(request).id, request.params.id),
    }),
  });

  serve(app, geofeedRoutes.setLeaseGeolocation, {
    handler: async (request) =>
      saveLeaseGeolocation(requireUser(request).id, request.params, request.body, GEOFEED_MESSAGES.saved),
  });

  serve(app, geofeedRoutes.clearLeaseGeolocation, {
    handler: async (request) =>
      saveLeaseGeolocation(requireUser(request).id, request.params, null, GEOFEED_MESSAGES.cleared),
  });
}
