import { useQuery } from '@tanstack/react-query';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const verifyLoa = (code: string) => callRoute(loaRoutes.verifyLoa, { params: { code: code.trim() } });

export function useLoaVerification(code: string | null) {
  return useQuery({
    queryKey: routeKey(loaRoutes.verifyLoa, { params: { code: code ?? '' } }),
    queryFn: () => verifyLoa(code!),
    enabled: Boolean(code),
    retry: false,
  });
}
