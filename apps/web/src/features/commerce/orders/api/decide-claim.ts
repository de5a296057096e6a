import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimDecisionInput } from '@netlease/shared/lease-delivery';
import { orderRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { STAFF_CLAIMS_KEY } from './list-staff-claims';

export const decideClaim = (claimId: string, decision: ClaimDecisionInput) =>
  callRoute(orderRoutes.decideClaim, { params: { id: claimId }, body: decision });

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
