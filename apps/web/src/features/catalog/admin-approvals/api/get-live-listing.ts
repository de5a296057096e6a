import { useQuery } from '@tanstack/react-query';
import type { MarketplaceDetail } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

/**
 * The public text of a listing as buyers see it now. The review of a change compares it with the
 * proposed text; the approvals list carries the live title, location and description but not the
 * live specs and features, and admins may read any listing here (paused ones too).
 */
export const getLiveListing = (id: string) => api<MarketplaceDetail>(`/api/marketplace/listings/${id}`);

export function useLiveListing(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'approvals', 'live-listing', id],
    queryFn: () => getLiveListing(id),
    enabled,
  });
}
