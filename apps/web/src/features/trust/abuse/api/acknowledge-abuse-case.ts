import { useMutation } from '@tanstack/react-query';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { useAbuseCaseUpdated } from './abuse-case-cache';

/** The lessee is on it: the clock still runs (docs/PRODUCT.md "Abuse"). */
export const acknowledgeAbuseCase = (caseId: string) =>
  callRoute(abuseRoutes.acknowledgeAbuseCase, { params: { id: caseId } });

export function useAcknowledgeAbuseCase(caseId: string) {
  const updated = useAbuseCaseUpdated();
  return useMutation({
    mutationFn: () => acknowledgeAbuseCase(caseId),
    onSuccess: (reply) => updated(reply.case),
    // 'Not possible now' (409) means the page is behind: re-read it.
    onError: () => updated(undefined),
  });
}
