import { useQuery } from '@tanstack/react-query';
import type { ServerPackageList } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

export const MY_SERVER_PACKAGES_KEY = ['server-packages', 'mine'] as const;

export const getMyServerPackages = () =>
  api<ServerPackageList>('/api/server-packages').then((body) => body.serverPackages);

export function useMyServerPackages() {
  return useQuery({ queryKey: MY_SERVER_PACKAGES_KEY, queryFn: getMyServerPackages });
}
