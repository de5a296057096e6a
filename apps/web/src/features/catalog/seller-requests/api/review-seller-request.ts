import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PENDING_SELLER_REQUESTS_KEY } from './get-pending-seller-requests';
import type { MessageReply } from '@netlease/shared/replies';

export type SellerRequestReview =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approve (the user becomes a monetizer) or reject (with the reason the user reads). */
export const reviewSellerRequest = (review: SellerRequestReview) =>
  api<MessageReply>(`/api/admin/seller-requests/${encodeURIComponent(review.id)}/${review.action}`, {
    method: 'POST',
    body: review.action === 'reject' ? { reason: review.reason } : {},
  });

export function useReviewSellerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSellerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_SELLER_REQUESTS_KEY }),
  });
}
