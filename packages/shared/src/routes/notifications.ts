import { apiRoute } from '../api-route';
import { notificationListSchema, notificationSchema, notificationsReadSchema } from '../notifications';
import { idParamsSchema } from '../query-params';

export const notificationRoutes = {
  listNotifications: apiRoute({
    operationId: 'listNotifications',
    method: 'GET',
    path: '/api/notifications',
    summary: "List the caller's notifications",
    tag: 'notifications',
    access: 'user',
    token: 'read',
    replies: { 200: notificationListSchema },
  }),
  markNotificationRead: apiRoute({
    operationId: 'markNotificationRead',
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    tag: 'notifications',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    replies: { 200: notificationSchema },
  }),
  markAllNotificationsRead: apiRoute({
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: "Mark all the caller's notifications read",
    tag: 'notifications',
    access: 'user',
    token: 'browser',
    replies: { 200: notificationsReadSchema },
  }),
};
