import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoaAnswer } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';
import { ADMIN_LOAS_KEY } from './get-admin-loas';

export type LoaDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

export const reviewLoa = (decision: LoaDecision) =>
  api<LoaAnswer>(`/api/admin/loas/${decision.id}/${decision.action}`, {
    method: 'POST',
    body: decision.action === 'reject' ? { reason: decision.reason } : {},
  });

export function useReviewLoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewLoa,
    // Another admin may have decided first (409): the list is re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_LOAS_KEY }),
  });
}
