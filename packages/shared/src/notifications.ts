import { z } from 'zod';

export { NOTIFICATION_PAGE_SIZE, NOTIFICATION_DROPDOWN_SIZE, userTopic } from './notification-limits';

/**
 * Every kind of notification the server sends (docs/PRODUCT.md "Notifications and live updates"). One
 * list, so the compiler holds each sender to it and the webhook event each kind stands for to all of
 * them (a new kind must say whether it sends one).
 */
export const NOTIFICATION_TYPES = [
  'account',
  'kyc',
  'rating',
  'approval',
  'seller_request',
  'conversation_message',
  'ticket_reply',
  'ticket_status',
  'ticket_assigned',
  'order_created',
  'order_received',
  'order_status',
  'order_renewed',
  'order_suspended',
  'order_cancelled',
  'order_completed',
  'order_refund',
  'order_claim',
  'order_end_scheduled',
  'order_end_cancelled',
  'renewal_reminder',
  'funds_released',
  'payout_approved',
  'payout_paid',
  'payout_rejected',
  'lease_ended',
  'auction_approved',
  'auction_rejected',
  'auction_outbid',
  'auction_won',
  'auction_sold',
  'auction_unsold',
  'auction_ended',
  'asn',
  'loa',
  'reverse_dns',
  'penalty',
  'reputation',
  'abuse_case',
  // Sent only by the browser tests' hook (demo test-control).
  'test',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  // Stored rows are read as text: the column has no check, and older rows may carry retired kinds.
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
