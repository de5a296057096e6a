import { useState, type KeyboardEvent } from 'react';
import { Bell } from 'lucide-react';
import { MESSAGES } from '@netlease/shared/messages';
import { ApiError } from '@/lib/api-client';
import { onDemand, useOnDemand } from '@/lib/on-demand';
import { useErrorToast } from '@/lib/toast';
import { useNotifications } from '../api/notifications';

const menuCode = onDemand(() => import('./notification-menu').then((module) => module.NotificationMenu));
const preloadMenu = () => void menuCode.start();

const TRIGGER_CLASS = 'relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * The bell with the unread count on every signed-in page. Until its menu's code is here it is a plain
 * button drawn as the menu's trigger; the menu and its library load on the first opening (started
 * already when the pointer or the focus reaches the bell) and take its place, open
 * (docs/decisions/295).
 */
export function NotificationBell() {
  const { data: notifications = [], error } = useNotifications(true);
  // An ended session is the sign-in flow's to explain; any other failure says so once.
  const isSignedOut = error instanceof ApiError && error.status === 401;
  const { title, description } = MESSAGES.notificationsFetchFailed;
  useErrorToast(isSignedOut ? null : error, title, description);
  // Controlled, so following a notification's link also closes the menu (a menu left open keeps
  // the page underneath inert).
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const NotificationMenu = useOnDemand(menuCode, hasOpened);
  const unread = notifications.filter((item) => item.status === 'unread').length;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const face = (
    <>
      <Bell className="size-5" />
      {unread > 0 && (
        <span
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          data-testid="unread-count"
        >
          {unread}
        </span>
      )}
    </>
  );
  const openFirst = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  // Before its first opening: the same button, opened as the menu's own trigger opens (click, Enter,
  // Space, Arrow Down).
  const plainBell = (
    <button
      type="button"
      className={TRIGGER_CLASS}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={hasOpened}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={openFirst}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          openFirst();
        }
      }}
    >
      {face}
    </button>
  );
  if (!NotificationMenu) return plainBell;
  return (
    <NotificationMenu
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      notifications={notifications}
      unread={unread}
      triggerClassName={TRIGGER_CLASS}
      triggerLabel={label}
    >
      {face}
    </NotificationMenu>
  );
}
