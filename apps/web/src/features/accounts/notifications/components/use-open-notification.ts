import { useNavigate } from 'react-router';
import type { Notification } from '@netlease/shared/notifications';
import { useMarkNotificationRead } from '../api/notifications';

/** Clicking a notification marks it read if unread and follows its link if it has one. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    if (notification.status === 'unread') markRead.mutate(notification.id);
    if (notification.link) navigate(notification.link);
  };
}
