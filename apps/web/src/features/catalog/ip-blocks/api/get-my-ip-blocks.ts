import { useQuery } from '@tanstack/react-query';
import type { IpBlockStatus, IpBlockList } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

export const MY_IP_BLOCKS_KEY = ['ip-blocks', 'mine'] as const;

export const getMyIpBlocks = (status?: IpBlockStatus) =>
  api<IpBlockList>(status ? `/api/ip-blocks?status=${status}` : '/api/ip-blocks').then((body) => body.blocks);

/** The signed-in user's blocks, newest first; `status` narrows it (the listing form wants approved). */
export function useMyIpBlocks(options: { status?: IpBlockStatus; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...MY_IP_BLOCKS_KEY, options.status ?? 'all'],
    queryFn: () => getMyIpBlocks(options.status),
    enabled: options.enabled ?? true,
  });
}
