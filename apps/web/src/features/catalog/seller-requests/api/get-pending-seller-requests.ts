import { useQuery } from '@tanstack/react-query';
import { sellerRequestRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const PENDING_SELLER_REQUESTS_KEY = routeKey(sellerRequestRoutes.listPendingSellerRequests);

export const getPendingSellerRequests = () =>
  callRoute(sellerRequestRoutes.listPendingSellerRequests).then((body) => body.requests);

export function usePendingSellerRequests() {
  return useQuery({ queryKey: PENDING_SELLER_REQUESTS_KEY, queryFn: getPendingSellerRequests });
}
