import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMoneyRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

export type PayoutReview =
  | { id: string; action: 'approve' }
  | { id: string; action: 'mark-paid'; reference: string }
  | { id: string; action: 'reject'; reason: string };

export const reviewPayout = (review: PayoutReview) => {
  const params = { id: review.id };
  switch (review.action) {
    case 'approve':
      return callRoute(adminMoneyRoutes.approvePayout, { params });
    case 'mark-paid':
      return callRoute(adminMoneyRoutes.markPayoutPaid, { params, body: { reference: review.reference } });
    default:
      return callRoute(adminMoneyRoutes.rejectPayout, { params, body: { reason: review.reason } });
  }
};

export function useReviewPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Every admin list (the tabs, the weekly money) may change: the admin tag.
    mutationFn: reviewPayout,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [adminMoneyRoutes.approvePayout.tag] }),
  });
}
