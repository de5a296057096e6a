import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerRequestRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { PENDING_SELLER_REQUESTS_KEY } from './get-pending-seller-requests';

export type SellerRequestReview =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** Approve (the user becomes a monetizer) or reject (with the reason the user reads). */
export const reviewSellerRequest = (review: SellerRequestReview) =>
  review.action === 'reject'
    ? callRoute(sellerRequestRoutes.rejectSellerRequest, {
        params: { id: review.id },
        body: { reason: review.reason },
      })
    : callRoute(sellerRequestRoutes.approveSellerRequest, { params: { id: review.id } });

export function useReviewSellerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSellerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_SELLER_REQUESTS_KEY }),
  });
}
