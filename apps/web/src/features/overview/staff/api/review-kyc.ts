import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycReviewInput } from '@netlease/shared/kyc';
import { api } from '@/lib/api-client';
import { STAFF_DASHBOARD_KEY } from './get-staff-dashboard';
import { PENDING_KYC_KEY } from './list-pending-kyc';
import type { MessageReply } from '@netlease/shared/replies';

export const reviewKyc = (verificationId: string, input: KycReviewInput) =>
  api<MessageReply>(`/api/staff/kyc/${encodeURIComponent(verificationId)}/review`, {
    method: 'POST',
    body: input,
  });

export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: KycReviewInput }) => reviewKyc(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_KYC_KEY });
      void queryClient.invalidateQueries({ queryKey: STAFF_DASHBOARD_KEY });
    },
  });
}
