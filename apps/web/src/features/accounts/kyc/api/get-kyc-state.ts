import { useQuery } from '@tanstack/react-query';
import type { KycState } from '@netlease/shared/kyc';
import { api } from '@/lib/api-client';

export const KYC_STATE_KEY = ['kyc', 'state'] as const;

export const getKycState = () => api<KycState>('/api/kyc');

export function useKycState() {
  return useQuery({
    queryKey: KYC_STATE_KEY,
    queryFn: getKycState,
    // While staff review the documents, look again now and then so the decision shows up.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}
