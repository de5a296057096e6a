import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from './notifications';
import { watchNewNotifications } from './use-new-notifications';

const notification = (id: string, type: string): Notification => ({
  id,
  type,
  title: 'Title',
  message: 'Message',
  link: null,
  status: 'unread',
  createdAt: '2026-11-25T08:00:00.000Z',
  readAt: null,
});

/** A client whose 'orders' query exists, so that invalidating it marks it stale. */
function clientWithOrders() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['orders'], []);
  queryClient.setQueryData(['invoices'], []);
  return queryClient;
}
const isStale = (queryClient: QueryClient, key: string) =>
  queryClient.getQueryCache().find({ queryKey: [key] })!.state.isInvalidated;
const isOrderNews = (item: Notification) => item.type.startsWith('order_');

describe('watchNewNotifications', () => {
  it('re-reads the given queries when a matching notification arrives', () => {
    const queryClient = clientWithOrders();
    const stop = watchNewNotifications(queryClient, isOrderNews, [['orders'], ['invoices']]);
    queryClient.setQueryData(NOTIFICATIONS_KEY, [notification('n1', 'order_new')]);
    expect(isStale(queryClient, 'orders')).toBe(true);
    expect(isStale(queryClient, 'invoices')).toBe(true);
    stop();
  });

  it('ignores notifications of other kinds', () => {
    const queryClient = clientWithOrders();
    const stop = watchNewNotifications(queryClient, isOrderNews, [['orders']]);
    queryClient.setQueryData(NOTIFICATIONS_KEY, [notification('n1', 'ticket_reply')]);
    expect(isStale(queryClient, 'orders')).toBe(false);
    stop();
  });

  it('does not count notifications listed before watching started as news', () => {
    const queryClient = clientWithOrders();
    queryClient.setQueryData(NOTIFICATIONS_KEY, [notification('old', 'order_new')]);
    const stop = watchNewNotifications(queryClient, isOrderNews, [['orders']]);
    // The same list read again (a refetch) brings nothing new.
    queryClient.setQueryData(NOTIFICATIONS_KEY, [notification('old', 'order_new')]);
    expect(isStale(queryClient, 'orders')).toBe(false);
    queryClient.setQueryData(NOTIFICATIONS_KEY, [
      notification('new', 'order_paid'),
      notification('old', 'order_new'),
    ]);
    expect(isStale(queryClient, 'orders')).toBe(true);
    stop();
  });

  it('stops when asked', () => {
    const queryClient = clientWithOrders();
    watchNewNotifications(queryClient, isOrderNews, [['orders']])();
    queryClient.setQueryData(NOTIFICATIONS_KEY, [notification('n1', 'order_new')]);
    expect(isStale(queryClient, 'orders')).toBe(false);
  });
});
