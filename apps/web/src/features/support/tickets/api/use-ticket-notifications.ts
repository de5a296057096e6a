import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from '@/features/accounts/notifications/api/notifications';
import { MY_TICKETS_KEY } from './list-my-tickets';

/** A staff reply or status change reaches the opener as a notification: refresh My Tickets then. */
export function useTicketNotifications() {
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
      if (fresh.some((item) => item.type.startsWith('ticket_'))) {
        void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY });
      }
    });
  }, [queryClient]);
}
