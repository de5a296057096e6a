import { useQuery } from '@tanstack/react-query';
import type { AsnRecord } from '@netlease/shared/asns';
import { api } from '@/lib/api-client';

/**
 * The buyer's ASNs, for naming one at checkout (docs/PRODUCT.md "Delivering a lease"). The trust
 * domain's own hook is out of commerce's reach (docs/ARCHITECTURE.md "Domains"); this one reads the same
 * route under the same key, so both share one cached answer.
 */
export const getMyAsnsForCheckout = () => api<AsnRecord[]>('/api/asns');

export function useApprovedAsns(isWanted: boolean) {
  return useQuery({
    queryKey: ['asns', 'mine'],
    queryFn: getMyAsnsForCheckout,
    enabled: isWanted,
    select: (asns) => asns.filter((asn) => asn.status === 'approved'),
  });
}
