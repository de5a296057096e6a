import { useQuery } from '@tanstack/react-query';
import type { LoaVerification } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';

export const verifyLoa = (code: string) =>
  api<LoaVerification>(`/api/loas/verify/${encodeURIComponent(code.trim())}`);

export function useLoaVerification(code: string | null) {
  return useQuery({
    queryKey: ['loas', 'verify', code],
    queryFn: () => verifyLoa(code!),
    enabled: Boolean(code),
    retry: false,
  });
}
