import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from '@/features/accounts/notifications/api/notifications';
import { WALLET_KEY } from './get-wallet';
import { PAYOUTS_KEY } from './list-payouts';

const MONEY_TYPES = /^(order_|funds_released|payout_)/;

/** Money moves elsewhere (a sale, a released hold, a payout decision) arrive as notifications: re-read then. */
export function useMoneyNotifications() {
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
      if (fresh.some((item) => MONEY_TYPES.test(item.type))) {
        void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
        void queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY });
      }
    });
  }, [queryClient]);
}
