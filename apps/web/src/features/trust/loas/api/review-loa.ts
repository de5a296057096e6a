import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ADMIN_LOAS_KEY } from './get-admin-loas';

export type LoaDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

export const reviewLoa = (decision: LoaDecision) =>
  decision.action === 'reject'
    ? callRoute(loaRoutes.rejectLoa, { params: { id: decision.id }, body: { reason: decision.reason } })
    : callRoute(loaRoutes.approveLoa, { params: { id: decision.id } });

export function useReviewLoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewLoa,
    // Another admin may have decided first (409): the list is re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_LOAS_KEY }),
  });
}
