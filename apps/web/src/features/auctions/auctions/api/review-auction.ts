import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { pendingAuctionsKey } from './get-pending-auctions';

export type AuctionReview =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approve (→ live) or reject (→ cancelled, with the reason) a pending auction. */
export const reviewAuction = (review: AuctionReview) =>
  review.action === 'reject'
    ? callRoute(auctionRoutes.rejectAuction, { params: { id: review.id }, body: { reason: review.reason } })
    : callRoute(auctionRoutes.approveAuction, { params: { id: review.id } });

export function useReviewAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAuction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingAuctionsKey }),
  });
}
