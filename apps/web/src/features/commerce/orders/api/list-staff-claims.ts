import { useQuery } from '@tanstack/react-query';
import type { ClaimStatus } from '@netlease/shared/lease-delivery';
import { orderRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every status's list sits under this key, so a decision re-reads them all. */
export const STAFF_CLAIMS_KEY = routeKey(orderRoutes.listStaffClaims);

export const listStaffClaims = (status: ClaimStatus) =>
  callRoute(orderRoutes.listStaffClaims, { query: { status } }).then((body) => body.claims);

/** The staff claims queue of one status (docs/PRODUCT.md "Delivering a lease", step 6). */
export function useStaffClaims(status: ClaimStatus) {
  return useQuery({
    queryKey: routeKey(orderRoutes.listStaffClaims, { query: { status } }),
    queryFn: () => listStaffClaims(status),
  });
}
