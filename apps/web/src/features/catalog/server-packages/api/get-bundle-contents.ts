import { useQuery } from '@tanstack/react-query';
import type { BundleContents } from '@netlease/shared/bundles';
import { api } from '@/lib/api-client';

/** What a marketplace bundle includes: server specs and subnets (public). */
export const getBundleContents = (id: string) =>
  api<BundleContents>(`/api/marketplace/server-packages/${id}/bundle`);

export function useBundleContents(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['marketplace', 'bundle', id],
    queryFn: () => getBundleContents(id),
    enabled: isEnabled,
  });
}
