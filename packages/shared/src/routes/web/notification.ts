// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const notificationRoutes = {
  listNotifications: {
    operationId: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    tag: 'notifications',
  },
  markNotificationRead: {
    operationId: 'markNotificationRead',
    method: 'POST',
    path: '/api/notifications/:id/read',
    tag: 'notifications',
  },
  markAllNotificationsRead: {
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read-all',
    tag: 'notifications',
  },
} as unknown as (typeof ROUTE_GROUPS)['notificationRoutes'];
