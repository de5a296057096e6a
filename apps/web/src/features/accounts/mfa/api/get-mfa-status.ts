import { useQuery } from '@tanstack/react-query';
import { mfaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MFA_STATUS_KEY = routeKey(mfaRoutes.getMfaStatus);

export const getMfaStatus = () => callRoute(mfaRoutes.getMfaStatus);

export function useMfaStatus() {
  return useQuery({ queryKey: MFA_STATUS_KEY, queryFn: getMfaStatus });
}
