import { useQueryClient } from '@tanstack/react-query';
import type { AbuseCaseDetail } from '@netlease/shared/abuse-cases';
import type { Notification } from '@netlease/shared/notifications';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { abuseCaseKey } from './get-abuse-case';

/** Every abuse read (both lists, the queue, the count, each case) lies under the tag's key. */
export const ABUSE_KEY = [abuseRoutes.listAbuseCases.tag] as const;

/**
 * After a step on a case: the answer carries the case as it now is, and every list and the
 * navigation's count are read again (the step may have moved the case between them).
 */
export function useAbuseCaseUpdated() {
  const queryClient = useQueryClient();
  return (detail: AbuseCaseDetail | undefined) => {
    if (detail) queryClient.setQueryData(abuseCaseKey(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: ABUSE_KEY });
  };
}

/** A new case, a reminder or a staff step reaches its parties as a notification that links to the case. */
export const isAbuseNotification = (notification: Notification) =>
  notification.type.startsWith('abuse') || (notification.link ?? '').startsWith('/abuse');
