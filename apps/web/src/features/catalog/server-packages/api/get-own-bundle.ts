import { useQuery } from '@tanstack/react-query';
import type { BundleContents } from '@netlease/shared/bundles';
import { api } from '@/lib/api-client';

export const ownBundleKey = (id: string) => ['server-packages', 'bundle', id] as const;

/** The subnets one of my packages includes (the bundle editor). */
export const getOwnBundle = (id: string) => api<BundleContents>(`/api/server-packages/${id}/bundle`);

export function useOwnBundle(id: string) {
  return useQuery({ queryKey: ownBundleKey(id), queryFn: () => getOwnBundle(id) });
}
