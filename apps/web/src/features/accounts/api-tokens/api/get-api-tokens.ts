import { useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '@netlease/shared/api-tokens';
import { api } from '@/lib/api-client';

export const API_TOKENS_KEY = ['api-tokens'] as const;

export const getApiTokens = () => api<ApiTokenList>('/api/api-tokens');

export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: getApiTokens });
}
