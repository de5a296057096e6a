import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  NOTIFICATION_PAGE_SIZE,
  userTopic,
  type Notification,
  type NotificationType,
} from '@netlease/shared/notifications';
import type { Database, Executor } from '../../../platform/db/database';
import { notifications } from '../../../platform/db/schema/accounts/index';
import { publishEvents, type LiveEvent } from '../../../platform/realtime/publish-event';
import { notFound } from '../../../platform/errors';
import type { Clock } from '../../../platform/clock';
import { enqueueWebhooksForNotifications } from '../webhooks/webhook-events.service';

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
 * the notifications'), in two statements whatever their number: hot paths (a bid, a checkout) hold
 * row locks meanwhile, and each round trip is most of that time (docs/decisions/200-write-paths.md).
 */
export async function notifyUsers(
  tx: Executor,
  list: Array<NewNotification & { userId: string }>,
  alsoPublish: LiveEvent[] = [],
): Promise<Notification[]> {
  // Ids chosen here, so each row is matched to its input whatever order RETURNING gives.
  const ids = list.map(() => randomUUID());
  const rows =
    list.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            list.map((input, index) => ({
              id: ids[index]!,
              userId: input.userId,
              type: input.type,
              title: input.title,
              message: input.message,
              link: input.link ?? null,
            })),
          )
          .returning();
  const byId = new Map(rows.map((row) => [row.id, toNotification(row)]));
  const created = ids.map((id) => byId.get(id)!);
  await publishEvents(tx, [
    ...list.map((input, index) => ({
      topic: userTopic(input.userId),
      type: 'notification.created',
      data: created[index],
    })),
    ...alsoPublish,
  ]);
  // The webhook event a notification stands for, if any, commits with it (outbox).
  await enqueueWebhooksForNotifications(tx, list);
  return created;
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
