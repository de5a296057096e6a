import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenaltyInput, PenaltyApplied } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';
import { ADMIN_PENALTIES_KEY } from './get-penalties';

export const applyPenalty = (input: PenaltyInput) =>
  api<PenaltyApplied>('/api/admin/penalties', {
    method: 'POST',
    body: input,
  });

export function useApplyPenalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPenalty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_PENALTIES_KEY }),
  });
}
