import { useQuery } from '@tanstack/react-query';
import { kycRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const KYC_STATE_KEY = routeKey(kycRoutes.getKycState);

export const getKycState = () => callRoute(kycRoutes.getKycState);

export function useKycState() {
  return useQuery({
    queryKey: KYC_STATE_KEY,
    queryFn: getKycState,
    // While staff review the documents, look again now and then so the decision shows up.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}
