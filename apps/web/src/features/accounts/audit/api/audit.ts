import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter } from '@netlease/shared/audit';
import { auditRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: routeKey(auditRoutes.listAuditEntries, { query: filter }),
    queryFn: () => callRoute(auditRoutes.listAuditEntries, { query: filter }),
    placeholderData: keepPreviousData,
  });
}
