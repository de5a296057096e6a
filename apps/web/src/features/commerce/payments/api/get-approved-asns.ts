import { useQuery } from '@tanstack/react-query';
import { asnRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * The buyer's ASNs, for naming one at checkout (docs/PRODUCT.md "Delivering a lease"). The trust
 * domain's own hook is out of commerce's reach (docs/ARCHITECTURE.md "Domains"); this one reads the same
 * route under the same key, so both share one cached answer.
 */
export const getMyAsnsForCheckout = () => callRoute(asnRoutes.listAsns);

export function useApprovedAsns(isWanted: boolean) {
  return useQuery({
    queryKey: routeKey(asnRoutes.listAsns),
    queryFn: getMyAsnsForCheckout,
    enabled: isWanted,
    select: (asns) => asns.filter((asn) => asn.status === 'approved'),
  });
}
