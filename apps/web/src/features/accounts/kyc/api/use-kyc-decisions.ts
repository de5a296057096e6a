import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@netlease/shared/notifications';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { NOTIFICATIONS_KEY } from '@/features/accounts/notifications/api/notifications';
import { KYC_STATE_KEY } from './get-kyc-state';

/**
 * A staff decision reaches the user as a live notification (type 'kyc'); when one arrives, the KYC
 * state, the session and the profile (which carry kyc_status) are read again.
 */
export function useKycDecisions() {
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
      if (!fresh.some((item) => item.type === 'kyc')) return;
      void queryClient.invalidateQueries({ queryKey: KYC_STATE_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    });
  }, [queryClient]);
}
