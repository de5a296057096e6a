import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  userTopic,
  type Notification,
  type NotificationType,
} from '@netlease/shared/notifications';
import { queryRows, type Database, type Executor } from '../../../platform/db/database';
import { notifications } from '../../../platform/db/schema/accounts/index';
import type { LiveEvent } from '../../../platform/realtime/publish-event';
import { notFound } from '../../../platform/errors';
import type { Clock } from '../../../platform/clock';
import { enqueueWebhooksForNotifications, webhookAnnouncedUsers } from '../webhooks/webhook-events.service';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
}

/**
 * Notifies a user. Call it inside the transaction of the change it announces: the row and its live
 * push commit (or roll back) together with that change.
 */
export async function notifyUser(
  tx: Executor,
  userId: string,
  input: NewNotification,
): Promise<Notification> {
  const [notification] = await notifyUsers(tx, [{ userId, ...input }]);
  return notification!;
}

/**
 * Several notifications of one change, and the change's own live events (`alsoPublish`, sent after
 * the notifications'), in one statement whatever their number (notify_users, migration 2210): the
 * rows, their live events and the webhook endpoints of the users they announce something to. Hot
 * paths (a bid, a checkout) hold row locks meanwhile, and each round trip is most of that time
 * (docs/decisions/291-notifications-in-one-call.md).
 */
export async function notifyUsers(
  tx: Executor,
  list: Array<NewNotification & { userId: string }>,
  alsoPublish: LiveEvent[] = [],
): Promise<Notification[]> {
  if (list.length === 0 && alsoPublish.length === 0) return [];
  // Ids chosen here; the database sets each row's created_at and answers it by id.
  const created = list.map((input): Notification => ({
    id: randomUUID(),
    type: input.type,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    status: 'unread',
    readAt: null,
    createdAt: '',
  }));
  const endpointUsers = webhookAnnouncedUsers(list);
  const [answer] = await queryRows<{ result: NotifyUsersAnswer }>(
    tx,
    sql`SELECT notify_users(${JSON.stringify({
      notifications: list.map((input, index) => ({
        id: created[index]!.id,
        user_id: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      })),
      events: [
        ...list.map((input, index) => ({
          topic: userTopic(input.userId),
          type: 'notification.created',
          data: created[index],
          notification_id: created[index]!.id,
        })),
        ...alsoPublish,
      ],
      endpoint_users: endpointUsers,
    })}::jsonb) AS result`,
  );
  const { created: createdAt, endpoints } = answer!.result;
  for (const notification of created) notification.createdAt = createdAt[notification.id]!;
  // The webhook event a notification stands for, if any, commits with it (outbox).
  if (endpoints.length > 0) {
    await enqueueWebhooksForNotifications(
      tx,
      list,
      endpoints.map((endpoint) => ({ userId: endpoint.user_id, events: endpoint.events })),
    );
  }
  return created;
}

/** What notify_users answers: each row's created_at by id, and the endpoints of the users asked. */
interface NotifyUsersAnswer {
  created: Record<string, string>;
  endpoints: Array<{ user_id: string; events: string[] }>;
}

export async function listNotifications(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE);
  return rows.map(toNotification);
}

export async function markNotificationRead(db: Database, clock: Clock, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ status: 'read', readAt: clock.now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  // Another user's notification answers exactly like a missing one.
  if (!row) throw notFound('Notification');
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Database, clock: Clock, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: clock.now() })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')))
    .returning({ id: notifications.id });
  return rows.length;
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    status: row.status,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
