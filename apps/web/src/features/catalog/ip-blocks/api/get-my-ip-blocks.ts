import { useQuery } from '@tanstack/react-query';
import type { IpBlockStatus } from '@netlease/shared/catalog';
import { ipBlockRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every query of the caller's blocks (the lists and each block's details) starts with this key. */
export const MY_IP_BLOCKS_KEY = [ipBlockRoutes.listIpBlocks.tag] as const;

export const getMyIpBlocks = (status?: IpBlockStatus) =>
  callRoute(ipBlockRoutes.listIpBlocks, { query: status ? { status } : {} }).then((body) => body.blocks);

/** The signed-in user's blocks, newest first; `status` narrows it (the listing form wants approved). */
export function useMyIpBlocks(options: { status?: IpBlockStatus; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: routeKey(ipBlockRoutes.listIpBlocks, {
      query: options.status ? { status: options.status } : {},
    }),
    queryFn: () => getMyIpBlocks(options.status),
    enabled: options.enabled ?? true,
  });
}
