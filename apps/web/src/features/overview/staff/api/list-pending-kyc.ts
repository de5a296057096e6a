import { useQuery } from '@tanstack/react-query';
import type { PendingKycList } from '@netlease/shared/kyc';
import { api } from '@/lib/api-client';

export const PENDING_KYC_KEY = ['staff', 'kyc'] as const;

/** The staff KYC queue, oldest request first (docs/PRODUCT.md "KYC"). */
export const listPendingKyc = () => api<PendingKycList>('/api/staff/kyc').then((body) => body.requests);

export function usePendingKyc() {
  return useQuery({ queryKey: PENDING_KYC_KEY, queryFn: listPendingKyc });
}
