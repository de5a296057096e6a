import { useQuery } from '@tanstack/react-query';
import { apiTokenRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const API_TOKENS_KEY = routeKey(apiTokenRoutes.listApiTokens);

export const getApiTokens = () => callRoute(apiTokenRoutes.listApiTokens);

export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: getApiTokens });
}
