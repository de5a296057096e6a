import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycReviewInput } from '@netlease/shared/kyc';
import { kycRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { STAFF_DASHBOARD_KEY } from './get-staff-dashboard';
import { PENDING_KYC_KEY } from './list-pending-kyc';

export const reviewKyc = (verificationId: string, input: KycReviewInput) =>
  callRoute(kycRoutes.reviewKyc, { params: { id: verificationId }, body: input });

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
