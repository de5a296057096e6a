import { useMutation } from '@tanstack/react-query';
import type { MfaEnrollment } from '@netlease/shared/mfa';
import { api } from '@/lib/api-client';

/** Starts enrollment: a new secret, shown as a QR image and as text. */
export const enrollMfa = () => api<MfaEnrollment>('/api/mfa/enroll', { method: 'POST' });

export function useEnrollMfa() {
  return useMutation({ mutationFn: enrollMfa });
}
