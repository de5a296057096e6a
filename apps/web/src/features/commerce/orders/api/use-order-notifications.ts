import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';

// An LOA decision changes the LOA column of an order.
const isOrderNews = (item: { type: string }) => item.type.startsWith('order_') || item.type === 'loa';
const ORDER_KEYS = [['orders'], ['invoices']];

/**
 * A new sale, a status move by the seller, a renewal or an LOA decision arrives as a notification:
 * re-read orders then.
 */
export function useOrderNotifications() {
  useNewNotifications(isOrderNews, ORDER_KEYS);
}
