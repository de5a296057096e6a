import { useQuery } from '@tanstack/react-query';
import type { Outbox } from '@netlease/shared/demo';
import { api } from '@/lib/api-client';

/**
 * The demo outbox as this browser may read it (docs/decisions/130-demo-mode-safety.md): the server
 * decides by the browser's httpOnly outbox cookie and the signed-in user, so the page sends nothing.
 */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox'],
    queryFn: () => api<Outbox>('/api/demo/outbox'),
    refetchInterval: 5000,
  });
}
