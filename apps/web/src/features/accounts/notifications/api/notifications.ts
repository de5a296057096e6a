import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList, NotificationsRead } from '@netlease/shared/notifications';
import { api } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api<NotificationList>('/api/notifications').then((body) => body.notifications),
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
    mutationFn: (id: string) => api<Notification>(`/api/notifications/${id}/read`, { method: 'POST' }),
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
    mutationFn: () => api<NotificationsRead>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: () =>
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list) => setStatus(list, 'all', 'read')),
    onError: (error) => console.error('Marking all notifications read failed', error),
  });
}
