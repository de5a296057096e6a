import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimAnswerInput } from '@netlease/shared/lease-delivery';
import { orderRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { leaseKey } from './get-lease-delivery';

/** The seller answers an open claim on their lease, once, before staff decide. */
export const answerClaim = (input: { claimId: string } & ClaimAnswerInput) =>
  callRoute(orderRoutes.answerOrderClaim, { params: { id: input.claimId }, body: { answer: input.answer } });

export function useAnswerClaim(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerClaim,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: leaseKey(orderId) }),
  });
}
