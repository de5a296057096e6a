import { useQuery } from '@tanstack/react-query';
import { kycRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const PENDING_KYC_KEY = routeKey(kycRoutes.listPendingKyc);

/** The staff KYC queue, oldest request first (docs/PRODUCT.md "KYC"). */
export const listPendingKyc = () => callRoute(kycRoutes.listPendingKyc).then((body) => body.requests);

export function usePendingKyc() {
  return useQuery({ queryKey: PENDING_KYC_KEY, queryFn: listPendingKyc });
}
