import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimDecisionInput, ClaimReply } from '@netlease/shared/lease-delivery';
import { api } from '@/lib/api-client';
import { STAFF_CLAIMS_KEY } from './list-staff-claims';

export const decideClaim = (claimId: string, decision: ClaimDecisionInput) =>
  api<ClaimReply>(`/api/staff/claims/${encodeURIComponent(claimId)}/decision`, {
    method: 'POST',
    body: decision,
  });

/** Staff refund a claim (the lease ends) or reject it with a reason. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: ClaimDecisionInput }) =>
      decideClaim(claimId, decision),
    // Another staff member may have decided first (409 'Already decided'): re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: STAFF_CLAIMS_KEY }),
  });
}
