import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewedAsn } from '@netlease/shared/asns';
import { api } from '@/lib/api-client';
import { ADMIN_ASNS_KEY } from './get-admin-asns';

export type AsnDecision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

export const reviewAsn = (decision: AsnDecision) =>
  api<ReviewedAsn>(`/api/admin/asns/${decision.id}/${decision.action}`, {
    method: 'POST',
    body: decision.action === 'reject' ? { reason: decision.reason } : {},
  });

export function useReviewAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAsn,
    // Another admin may have decided first (409): the list is re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_ASNS_KEY }),
  });
}
