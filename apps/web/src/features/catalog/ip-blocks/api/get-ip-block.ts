import { useQuery } from '@tanstack/react-query';
import type { IpBlockDetail } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { MY_IP_BLOCKS_KEY } from './get-my-ip-blocks';

export const getIpBlock = (id: string) => api<IpBlockDetail>(`/api/ip-blocks/${id}`);

/** One own block with its subnets (View Details). */
export function useIpBlock(id: string | null) {
  return useQuery({
    queryKey: [...MY_IP_BLOCKS_KEY, 'detail', id],
    queryFn: () => getIpBlock(id!),
    enabled: id !== null,
  });
}
