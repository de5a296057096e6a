import { useQuery } from '@tanstack/react-query';
import type { MfaStatus } from '@netlease/shared/mfa';
import { api } from '@/lib/api-client';

export const MFA_STATUS_KEY = ['mfa', 'status'] as const;

export const getMfaStatus = () => api<MfaStatus>('/api/mfa');

export function useMfaStatus() {
  return useQuery({ queryKey: MFA_STATUS_KEY, queryFn: getMfaStatus });
}
