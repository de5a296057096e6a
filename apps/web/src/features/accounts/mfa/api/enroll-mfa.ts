import { useMutation } from '@tanstack/react-query';
import { mfaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/** Starts enrollment: a new secret, shown as a QR image and as text. */
export const enrollMfa = () => callRoute(mfaRoutes.startMfaEnrollment);

export function useEnrollMfa() {
  return useMutation({ mutationFn: enrollMfa });
}
