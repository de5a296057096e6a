import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter, AuditPage } from '@netlease/shared/audit';
import { api, toQueryString } from '@/lib/api-client';

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => api<AuditPage>(`/api/admin/audit?${toQueryString(filter)}`),
    placeholderData: keepPreviousData,
  });
}
