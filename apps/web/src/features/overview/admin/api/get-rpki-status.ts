import { useQuery } from '@tanstack/react-query';
import type { RpkiSourceStatusReply } from '@netlease/shared/rpki';
import { api } from '@/lib/api-client';

// Type-only import: the contract's parser stays out of the admin page's first load.
export const getRpkiStatus = () => api<RpkiSourceStatusReply>('/api/admin/rpki');

/** Whether RPKI data is configured, current and loading (docs/decisions/231-rpki-data.md). */
export function useRpkiStatus() {
  return useQuery({ queryKey: ['admin', 'rpki'], queryFn: getRpkiStatus });
}
