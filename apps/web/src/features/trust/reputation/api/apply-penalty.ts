import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenaltyInput } from '@netlease/shared/reputation';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ADMIN_PENALTIES_KEY } from './get-penalties';

export const applyPenalty = (input: PenaltyInput) =>
  callRoute(reputationRoutes.applyPenalty, { body: input });

export function useApplyPenalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPenalty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_PENALTIES_KEY }),
  });
}
