import type { Role } from '@netlease/shared/roles';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { isAbuseNotification } from '../api/abuse-case-cache';
import { ABUSE_COUNT_KEY, useAbuseCaseCount } from '../api/count-abuse-cases';

// The count changes with every abuse notification: count again then.
const COUNT_KEYS = [ABUSE_COUNT_KEY];

/**
 * The navigation's "Abuse" entry (docs/PRODUCT.md "Abuse"): always there for leasers and sellers,
 * for staff and admins only while a case of their own waits; `waiting` is how many cases wait for
 * the user's answer.
 */
export function useAbuseNavEntry(role: Role | undefined): { isShown: boolean; waiting: number } {
  const count = useAbuseCaseCount(role !== undefined);
  useNewNotifications(isAbuseNotification, COUNT_KEYS);
  const waiting = count.data?.waiting ?? 0;
  const isCustomer = role === 'leaser' || role === 'monetizer';
  return { isShown: role !== undefined && (isCustomer || waiting > 0), waiting };
}

/** The count beside "Abuse", shown only when a case waits; read out in words. */
export function AbuseWaitingBadge({ waiting }: { waiting: number }) {
  if (waiting <= 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
      {waiting}
      <span className="sr-only">
        {waiting === 1 ? ' case waits for your answer' : ' cases wait for your answer'}
      </span>
    </span>
  );
}
