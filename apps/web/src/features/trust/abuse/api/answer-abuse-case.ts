import { useMutation } from '@tanstack/react-query';
import type { AbuseAnswerInput } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { useAbuseCaseUpdated } from './abuse-case-cache';

/** The lessee says what was done; staff then accept it or reopen the case. */
export const resolveAbuseCase = (caseId: string, input: AbuseAnswerInput) =>
  callRoute(abuseRoutes.resolveAbuseCase, { params: { id: caseId }, body: input });

/** The lessee says why the report is false, with the evidence in words or links. */
export const disputeAbuseCase = (caseId: string, input: AbuseAnswerInput) =>
  callRoute(abuseRoutes.disputeAbuseCase, { params: { id: caseId }, body: input });

export function useAnswerAbuseCase(caseId: string, answer: 'resolve' | 'dispute') {
  const updated = useAbuseCaseUpdated();
  return useMutation({
    mutationFn: (input: AbuseAnswerInput) =>
      answer === 'resolve' ? resolveAbuseCase(caseId, input) : disputeAbuseCase(caseId, input),
    onSuccess: (reply) => updated(reply.case),
    onError: () => updated(undefined),
  });
}
