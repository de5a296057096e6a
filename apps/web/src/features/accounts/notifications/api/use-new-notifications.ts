import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from './notifications';

/**
 * Pages learn that something changed elsewhere (a sale, a staff reply, a KYC decision) from the live
 * notifications list the bell keeps fresh: when a notification the page has not seen yet matches
 * `isRelevant`, the queries under `keys` are read again. Notifications already listed when the page
 * opened are not news. Pass module-level constants: new ones subscribe again.
 */
export function useNewNotifications(isRelevant: (notification: Notification) => boolean, keys: QueryKey[]) {
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
      if (!fresh.some(isRelevant)) return;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, isRelevant, keys]);
}
