import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pendingAuctionsKey } from './get-pending-auctions';
import type { MessageReply } from '@netlease/shared/replies';

export type AuctionReview =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approve (→ live) or reject (→ cancelled, with the reason) a pending auction. */
export const reviewAuction = (review: AuctionReview) =>
  api<MessageReply>(`/api/admin/auctions/${encodeURIComponent(review.id)}/${review.action}`, {
    method: 'POST',
    body: review.action === 'reject' ? { reason: review.reason } : {},
  });

export function useReviewAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAuction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingAuctionsKey }),
  });
}
