import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@netlease/shared/notification-limits';
import type { Notification } from '@netlease/shared/notifications';
import { useLiveEvents } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import { NOTIFICATIONS_KEY } from '../api/notifications';
import { rereadMissedNotifications } from '../api/missed-notifications';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';

/**
 * Puts each new notification on top of the list and shows it as a toast
 * (docs/PRODUCT.md "Notifications and live updates"). When the stream connects (and reconnects)
 * the list is read again, so a notification made just before is not lost until a reload. A stream
 * the server will not reopen means the session may have ended elsewhere (docs/PRODUCT.md
 * "Sessions"): the session is checked again, and a signed-in page then goes to sign-in.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  // Each notification is toasted once, whether the stream or the read on connect brought it first.
  const announced = useRef(new Set<string>());
  const announce = (notification: Notification) => {
    if (announced.current.has(notification.id)) return;
    announced.current.add(notification.id);
    if (announced.current.size > 1000)
      announced.current.delete(announced.current.values().next().value as string);
    toast.notify(notification.title, notification.message);
  };
  useLiveEvents(
    null,
    (event) => {
      if (event.type !== 'notification.created') {
        // Other features announce changes on the user's topic too; let their queries refresh.
        void queryClient.invalidateQueries({ queryKey: [event.type.split('.')[0]] });
        return;
      }
      const notification = event.data as Notification;
      // A read of the list already under way may have started before this notification was
      // committed; its answer would put back a list without it. Such a read is replaced by a new one.
      const isReading = queryClient.isFetching({ queryKey: NOTIFICATIONS_KEY, exact: true }) > 0;
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list = []) =>
        list.some((item) => item.id === notification.id)
          ? list
          : [notification, ...list].slice(0, NOTIFICATION_PAGE_SIZE),
      );
      if (isReading) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY, exact: true });
      announce(notification);
    },
    {
      onOpen: () => void rereadMissedNotifications(queryClient, announce),
      onClosed: () => void queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    },
  );
  return null;
}
