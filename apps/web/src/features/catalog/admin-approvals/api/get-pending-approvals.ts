import { useQuery } from '@tanstack/react-query';
import { adminApprovalRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const PENDING_APPROVALS_KEY = routeKey(adminApprovalRoutes.listPendingApprovals);

export const getPendingApprovals = () => callRoute(adminApprovalRoutes.listPendingApprovals);

export function usePendingApprovals() {
  return useQuery({ queryKey: PENDING_APPROVALS_KEY, queryFn: getPendingApprovals });
}
