import { useQuery } from '@tanstack/react-query';
import type { AvailableSubnets } from '@netlease/shared/bundles';
import { api } from '@/lib/api-client';

export const AVAILABLE_SUBNETS_KEY = ['server-packages', 'available-subnets'] as const;

/** My free subnets that can go into a bundle. */
export const getAvailableSubnets = () =>
  api<AvailableSubnets>('/api/server-packages/available-subnets').then((body) => body.subnets);

export function useAvailableSubnets() {
  return useQuery({ queryKey: AVAILABLE_SUBNETS_KEY, queryFn: getAvailableSubnets });
}
