import { useMutation } from '@tanstack/react-query';
import type { AbuseStaffActionInput } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { useAbuseCaseUpdated } from './abuse-case-cache';

/** The ladder's steps staff take on one case (docs/PRODUCT.md "Abuse"), each with its reason. */
export const STAFF_ABUSE_STEP_ROUTES = {
  accept: abuseRoutes.acceptAbuseAnswer,
  reopen: abuseRoutes.reopenAbuseCase,
  suspend: abuseRoutes.suspendAbuseLease,
  lift: abuseRoutes.liftAbuseSuspension,
  end: abuseRoutes.endAbuseLease,
} as const;
export type StaffAbuseStep = keyof typeof STAFF_ABUSE_STEP_ROUTES;

// The five steps are declared alike (the case's id, a reason, the case in the answer), so one of
// them types the call for all.
export const takeStaffAbuseStep = (step: StaffAbuseStep, caseId: string, input: AbuseStaffActionInput) =>
  callRoute(STAFF_ABUSE_STEP_ROUTES[step] as typeof abuseRoutes.acceptAbuseAnswer, {
    params: { id: caseId },
    body: input,
  });

export function useStaffAbuseStep(caseId: string, step: StaffAbuseStep) {
  const updated = useAbuseCaseUpdated();
  return useMutation({
    mutationFn: (input: AbuseStaffActionInput) => takeStaffAbuseStep(step, caseId, input),
    onSuccess: (reply) => updated(reply.case),
    // A refusal (409: not possible now) means the page is behind: re-read it.
    onError: () => updated(undefined),
  });
}
