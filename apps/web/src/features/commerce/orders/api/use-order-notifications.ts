import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from '@/features/accounts/notifications/api/notifications';

/**
 * A new sale, a status move by the seller, a renewal or an LOA decision arrives as a notification:
 * re-read orders then.
 */
export function useOrderNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const seen = new Set(
      (queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY) ?? []).map((item) => item.id),
    );
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== NOTIFICATIONS_KEY[0]) return;
      const list = (event.query.state.data as Notification[] | undefined) ?? [];
      const fresh = list.filter((item) => !seen.has(item.id));
      fresh.forEach((item) => seen.add(item.id));
      // An LOA decision changes the LOA column of an order.
      if (fresh.some((item) => item.type.startsWith('order_') || item.type === 'loa')) {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      }
    });
  }, [queryClient]);
}
