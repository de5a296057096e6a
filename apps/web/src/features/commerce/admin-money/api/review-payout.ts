import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutReply } from '@netlease/shared/money';
import { api } from '@/lib/api-client';

export type PayoutReview =
  { id: string; action: 'approve' | 'mark-paid' } | { id: string; action: 'reject'; reason: string };

export const reviewPayout = (review: PayoutReview) =>
  api<PayoutReply>(`/api/admin/payouts/${review.id}/${review.action}`, {
    method: 'POST',
    body: review.action === 'reject' ? { reason: review.reason } : {},
  });

export function useReviewPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayout,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
