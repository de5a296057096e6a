import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter, AuditPage } from '@netlease/shared/audit';
import { api } from '@/lib/api-client';

export function auditQueryString(filter: AuditFilter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => api<AuditPage>(`/api/admin/audit?${auditQueryString(filter)}`),
    placeholderData: keepPreviousData,
  });
}
