import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind } from '@netlease/shared/catalog';
import { adminApprovalRoutes, marketplaceRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { PENDING_APPROVALS_KEY } from './get-pending-approvals';

export type ReviewDecision =
  | { kind: ApprovalKind; id: string; action: 'approve' }
  | { kind: ApprovalKind; id: string; action: 'reject'; reason: string };

export const reviewItem = (decision: ReviewDecision) => {
  const params = { kind: decision.kind, id: decision.id };
  return decision.action === 'reject'
    ? callRoute(adminApprovalRoutes.rejectItem, { params, body: { reason: decision.reason } })
    : callRoute(adminApprovalRoutes.approveItem, { params });
};

export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewItem,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_APPROVALS_KEY });
      // The live text a change was compared with may now be the approved one.
      void queryClient.invalidateQueries({ queryKey: routeKey(marketplaceRoutes.getMarketplaceListing) });
      // The admin page's stat cards count pending items too.
      void queryClient.invalidateQueries({ queryKey: routeKey(adminApprovalRoutes.getAdminStats) });
    },
  });
}
