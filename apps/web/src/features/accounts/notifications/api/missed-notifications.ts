import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from './notifications';

/** At most this many missed notifications are announced at once; the bell lists all of them. */
const MAX_ANNOUNCED = 3;

/**
 * Reads the notifications again when the live stream (re)connects. A stream opened without
 * Last-Event-ID (the first one of a page) carries only what is committed after it connects, and the
 * list was read before that: a notification made in between would otherwise stay unseen until a
 * reload. The unread ones the new read brings, compared with the list held before it, are
 * announced as they would have been live (oldest first); with no list held yet there is nothing to
 * compare with, so the read alone shows them.
 */
export async function rereadMissedNotifications(
  queryClient: QueryClient,
  announce: (notification: Notification) => void,
) {
  const before = queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY);
  await queryClient.refetchQueries({ queryKey: NOTIFICATIONS_KEY, exact: true });
  if (!before) return;
  const known = new Set(before.map((item) => item.id));
  const after = queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY) ?? [];
  after
    .filter((item) => !known.has(item.id) && item.status === 'unread')
    .slice(0, MAX_ANNOUNCED)
    .reverse()
    .forEach(announce);
}
