import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { PENDING_APPROVALS_KEY } from './get-pending-approvals';
import type { MessageReply } from '@netlease/shared/replies';

export type ReviewDecision =
  | { kind: ApprovalKind; id: string; action: 'approve' }
  | { kind: ApprovalKind; id: string; action: 'reject'; reason: string };

export const reviewItem = (decision: ReviewDecision) =>
  api<MessageReply>(`/api/admin/approvals/${decision.kind}/${decision.id}/${decision.action}`, {
    method: 'POST',
    body: decision.action === 'reject' ? { reason: decision.reason } : {},
  });

export function useReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewItem,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_APPROVALS_KEY });
      // The admin page's stat cards count pending items too.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
