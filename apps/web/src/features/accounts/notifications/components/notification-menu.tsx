import * as Dropdown from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATION_DROPDOWN_SIZE } from '@netlease/shared/notification-limits';
import { useMarkAllNotificationsRead } from '../api/notifications';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

/**
 * The bell's menu: the latest notifications, Mark all as read and View All. Its menu library loads
 * with the bell's first opening, not with every signed-in page (docs/decisions/295).
 */
export function NotificationMenu({
  isOpen,
  onOpenChange,
  notifications,
  unread,
  triggerClassName,
  triggerLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  notifications: Notification[];
  unread: number;
  triggerClassName: string;
  triggerLabel: string;
  /** What the trigger shows: the bell and its unread count. */
  children: ReactNode;
}) {
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  return (
    <Dropdown.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dropdown.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {children}
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <span className="font-semibold text-slate-900">Notifications</span>
            {unread > 0 && (
              // An item of the menu, so the arrow keys reach it; the menu stays open to show the result.
              <Dropdown.Item
                className="cursor-pointer rounded text-xs font-medium text-brand-700 outline-none hover:underline focus:underline"
                onSelect={(event) => {
                  event.preventDefault();
                  markAll.mutate();
                }}
              >
                Mark all as read
              </Dropdown.Item>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto">
            {notifications.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-500">No new notifications.</p>
            ) : (
              notifications.slice(0, NOTIFICATION_DROPDOWN_SIZE).map((notification) => (
                <Dropdown.Item key={notification.id} asChild onSelect={(event) => event.preventDefault()}>
                  <div>
                    <NotificationItem
                      notification={notification}
                      onOpen={(item) => {
                        if (item.link) onOpenChange(false);
                        open(item);
                      }}
                    />
                  </div>
                </Dropdown.Item>
              ))
            )}
          </div>
          <Dropdown.Item asChild>
            <Link
              to="/notifications"
              className="mt-1 block rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-slate-100"
            >
              View All
            </Link>
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
