import { useState } from 'react';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { NOTIFICATION_DROPDOWN_SIZE } from '@netlease/shared/notification-limits';
import { MESSAGES } from '@netlease/shared/messages';
import { ApiError } from '@/lib/api-client';
import { useErrorToast } from '@/lib/toast';
import { useMarkAllNotificationsRead, useNotifications } from '../api/notifications';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

export function NotificationBell() {
  const { data: notifications = [], error } = useNotifications(true);
  // An ended session is the sign-in flow's to explain; any other failure says so once.
  const isSignedOut = error instanceof ApiError && error.status === 401;
  const { title, description } = MESSAGES.notificationsFetchFailed;
  useErrorToast(isSignedOut ? null : error, title, description);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  // Controlled, so following a notification's link also closes the menu (a menu left open keeps
  // the page underneath inert).
  const [isOpen, setIsOpen] = useState(false);
  const unread = notifications.filter((item) => item.status === 'unread').length;

  return (
    <Dropdown.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dropdown.Trigger
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell className="size-5" />
        {unread > 0 && (
          <span
            className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
            data-testid="unread-count"
          >
            {unread}
          </span>
        )}
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
              <button
                type="button"
                className="text-xs font-medium text-brand-700 hover:underline"
                onClick={() => markAll.mutate()}
              >
                Mark all as read
              </button>
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
                        if (item.link) setIsOpen(false);
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
