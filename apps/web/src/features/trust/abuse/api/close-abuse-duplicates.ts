import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbuseCloseDuplicatesInput } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ABUSE_KEY } from './abuse-case-cache';

/** Staff close cases as duplicates of the one they keep, with the reason both parties read. */
export const closeAbuseDuplicates = (input: AbuseCloseDuplicatesInput) =>
  callRoute(abuseRoutes.closeAbuseDuplicates, { body: input });

export function useCloseAbuseDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAbuseDuplicates,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ABUSE_KEY }),
  });
}
