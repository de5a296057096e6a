import type { Notification } from '@netlease/shared/notifications';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/dates';

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const isUnread = notification.status === 'unread';
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        'block w-full rounded-lg px-3 py-2.5 text-left hover:bg-slate-100',
        isUnread && 'bg-brand-50',
      )}
      data-unread={isUnread || undefined}
    >
      <span className="flex items-center gap-2">
        {isUnread && <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />}
        <span className="font-medium text-slate-900">{notification.title}</span>
      </span>
      <span className="mt-0.5 block text-sm text-slate-600">{notification.message}</span>
      <span className="mt-1 block text-xs text-slate-600">{formatDateTime(notification.createdAt)}</span>
    </button>
  );
}
