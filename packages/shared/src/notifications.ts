import { z } from 'zod';

export { NOTIFICATION_PAGE_SIZE, NOTIFICATION_DROPDOWN_SIZE, userTopic } from './notification-limits';

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  status: z.enum(['unread', 'read']),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** What travels over the live event stream (server-sent events). */
export const liveEventSchema = z.object({
  id: z.string(),
  topic: z.string(),
  type: z.string(),
  data: z.unknown(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** GET /api/notifications. */
export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all: how many were unread. */
export const notificationsReadSchema = z.object({ updated: z.number() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
