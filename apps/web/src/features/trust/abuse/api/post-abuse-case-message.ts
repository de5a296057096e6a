import { useMutation } from '@tanstack/react-query';
import type { AbuseMessageInput } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { useAbuseCaseUpdated } from './abuse-case-cache';

/** A message in the case's thread: the lessee to staff, the owner asking staff to act, staff to both. */
export const postAbuseCaseMessage = (caseId: string, input: AbuseMessageInput) =>
  callRoute(abuseRoutes.postAbuseCaseMessage, { params: { id: caseId }, body: input });

export function usePostAbuseCaseMessage(caseId: string) {
  const updated = useAbuseCaseUpdated();
  return useMutation({
    mutationFn: (input: AbuseMessageInput) => postAbuseCaseMessage(caseId, input),
    onSuccess: (reply) => updated(reply.case),
  });
}
