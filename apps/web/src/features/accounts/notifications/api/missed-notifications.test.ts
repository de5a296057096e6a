import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from './notifications';
import { rereadMissedNotifications } from './missed-notifications';

const notification = (id: string, status: 'read' | 'unread' = 'unread'): Notification => ({
  id,
  type: 'order_created',
  title: `Title ${id}`,
  message: 'Message',
  link: null,
  status,
  createdAt: '2026-11-25T08:00:00.000Z',
  readAt: null,
});

/** A client whose notifications query reads `server` (newest first), as the bell's does. */
async function clientReading(server: Notification[], initial: Notification[] | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let answer = initial ?? server;
  await queryClient.query({ queryKey: NOTIFICATIONS_KEY, queryFn: async () => answer });
  answer = server;
  return queryClient;
}

describe('rereadMissedNotifications', () => {
  it('reads the list again and announces, oldest first, the unread ones made before the stream connected', async () => {
    const queryClient = await clientReading(
      [notification('n4'), notification('n3', 'read'), notification('n2'), notification('n1')],
      [notification('n1')],
    );
    const announced: string[] = [];
    await rereadMissedNotifications(queryClient, (item) => announced.push(item.id));
    expect(queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY)!.map((item) => item.id)).toEqual([
      'n4',
      'n3',
      'n2',
      'n1',
    ]);
    expect(announced).toEqual(['n2', 'n4']);
  });

  it('announces nothing when nothing is new, and at most three at once', async () => {
    const same = await clientReading([notification('n1')], [notification('n1')]);
    const none: string[] = [];
    await rereadMissedNotifications(same, (item) => none.push(item.id));
    expect(none).toEqual([]);

    const many = await clientReading(
      ['n6', 'n5', 'n4', 'n3', 'n2'].map((id) => notification(id)),
      [notification('n1')],
    );
    const some: string[] = [];
    await rereadMissedNotifications(many, (item) => some.push(item.id));
    expect(some).toEqual(['n4', 'n5', 'n6']);
  });

  it('only reads when the page holds no list yet: there is nothing to tell new ones from', async () => {
    const queryClient = new QueryClient();
    const announced: string[] = [];
    await rereadMissedNotifications(queryClient, (item) => announced.push(item.id));
    expect(announced).toEqual([]);
  });
});
