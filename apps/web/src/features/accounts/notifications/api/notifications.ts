import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { notificationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The bell's list; its first element, the tag 'notifications', is what other features invalidate. */
export const NOTIFICATIONS_KEY = routeKey(notificationRoutes.listNotifications);

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => callRoute(notificationRoutes.listNotifications).then((body) => body.notifications),
    enabled,
  });
}

const setStatus = (list: Notification[] | undefined, ids: 'all' | string, status: 'read' | 'unread') =>
  list?.map((item) =>
    ids === 'all' || item.id === ids
      ? { ...item, status, readAt: status === 'read' ? new Date().toISOString() : null }
      : item,
  );

/**
 * docs/PRODUCT.md "Notifications and live updates": marked read at once, before the server answers; reverts
 * to unread if it fails.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(notificationRoutes.markNotificationRead, { params: { id } }),
    onMutate: (id) =>
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list) => setStatus(list, id, 'read')),
    onError: (error, id) => {
      console.error('Marking the notification read failed', error);
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list) => setStatus(list, id, 'unread'));
    },
  });
}

/** Mark all: every item read locally; no revert on failure (the error is only logged). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(notificationRoutes.markAllNotificationsRead),
    onMutate: () =>
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list) => setStatus(list, 'all', 'read')),
    onError: (error) => console.error('Marking all notifications read failed', error),
  });
}
