import { invoiceRoutes, orderRoutes } from '@netlease/shared/routes/web';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';

// An LOA decision changes the LOA column of an order.
const isOrderNews = (item: { type: string }) => item.type.startsWith('order_') || item.type === 'loa';
// Their tags: every orders and invoices list.
const ORDER_KEYS = [[orderRoutes.listOrders.tag], [invoiceRoutes.listInvoices.tag]];

/**
 * A new sale, a status move by the seller, a renewal or an LOA decision arrives as a notification:
 * re-read orders then.
 */
export function useOrderNotifications() {
  useNewNotifications(isOrderNews, ORDER_KEYS);
}
