// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const liveEventRoutes = {
  streamLiveEvents: { operationId: 'streamLiveEvents', method: 'GET', path: '/api/events', tag: 'realtime' },
} as unknown as (typeof ROUTE_GROUPS)['liveEventRoutes'];
