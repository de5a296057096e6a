import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@netlease/shared/auth';
import type { BillingProfileInput } from '@netlease/shared/billing';
import type { ProfileUpdateInput } from '@netlease/shared/profile';
import { profileRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';

export const PROFILE_KEY = routeKey(profileRoutes.getProfile);

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => callRoute(profileRoutes.getProfile) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => callRoute(profileRoutes.updateProfile, { body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData(PROFILE_KEY, result.profile);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export const changePassword = (input: ChangePasswordInput) =>
  callRoute(profileRoutes.changePassword, { body: input });

export const BILLING_PROFILE_KEY = routeKey(profileRoutes.getBillingProfile);

/** The caller's billing profile (docs/PRODUCT.md "Billing details"); null before the first save. */
export function useBillingProfile() {
  return useQuery({
    queryKey: BILLING_PROFILE_KEY,
    queryFn: () => callRoute(profileRoutes.getBillingProfile),
  });
}

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingProfileInput) => callRoute(profileRoutes.saveBillingProfile, { body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData(BILLING_PROFILE_KEY, { billingProfile: result.billingProfile });
    },
  });
}
