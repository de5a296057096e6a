import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useMarkAllNotificationsRead, useNotifications } from '../api/notifications';
import { NotificationItem } from '../components/notification-item';
import { useOpenNotification } from '../components/use-open-notification';

export default function NotificationsPage() {
  const query = useNotifications(true);
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const hasUnread = query.data?.some((item) => item.status === 'unread') ?? false;

  return (
    <Page
      title="Notifications"
      actions={
        hasUnread && (
          <Button variant="secondary" onClick={() => markAll.mutate()}>
            Mark All as Read
          </Button>
        )
      }
    >
      <QueryState
        query={query}
        failure={MESSAGES.notificationsFetchFailed}
        empty={<EmptyState title="All caught up!" description="You have no notifications." />}
      >
        {(notifications) => (
          <Card
            className="max-h-[60vh] space-y-1 overflow-y-auto p-2"
            tabIndex={0}
            role="region"
            aria-label="Notifications list"
          >
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </Card>
        )}
      </QueryState>
    </Page>
  );
}
