import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { NOTIFICATIONS_KEY } from './notifications';

/**
 * Re-reads the queries under `keys` whenever the notifications list (kept fresh by the bell's live
 * stream) gains a notification that matches `isRelevant`. Notifications already listed when watching
 * starts are not news. Returns the function that stops watching.
 */
export function watchNewNotifications(
  queryClient: QueryClient,
  isRelevant: (notification: Notification) => boolean,
  keys: QueryKey[],
): () => void {
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
}

/**
 * Pages learn that something changed elsewhere (a sale, a staff reply, a KYC decision) from the live
 * notifications: see watchNewNotifications. Pass module-level constants: new ones subscribe again.
 */
export function useNewNotifications(isRelevant: (notification: Notification) => boolean, keys: QueryKey[]) {
  const queryClient = useQueryClient();
  useEffect(() => watchNewNotifications(queryClient, isRelevant, keys), [queryClient, isRelevant, keys]);
}
