import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asnRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ADMIN_ASNS_KEY } from './get-admin-asns';

export type AsnDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

export const reviewAsn = (decision: AsnDecision) =>
  decision.action === 'reject'
    ? callRoute(asnRoutes.rejectAsn, { params: { id: decision.id }, body: { reason: decision.reason } })
    : callRoute(asnRoutes.approveAsn, { params: { id: decision.id } });

export function useReviewAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAsn,
    // Another admin may have decided first (409): the list is re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_ASNS_KEY }),
  });
}
