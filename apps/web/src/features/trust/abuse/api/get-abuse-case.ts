import { useQuery } from '@tanstack/react-query';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeAddress, routeKey } from '@/lib/api-client';

export const abuseCaseKey = (caseId: string) =>
  routeKey(abuseRoutes.getAbuseCase, { params: { id: caseId } });

/** One case as the viewer's part in it lets them see it (lessee, owner or staff). */
export const getAbuseCase = (caseId: string) =>
  callRoute(abuseRoutes.getAbuseCase, { params: { id: caseId } });

export function useAbuseCase(caseId: string) {
  return useQuery({ queryKey: abuseCaseKey(caseId), queryFn: () => getAbuseCase(caseId), retry: false });
}

/** The download address of one file of a case's evidence (sent as an attachment). */
export const abuseEvidenceAddress = (caseId: string, evidenceId: string) =>
  routeAddress(abuseRoutes.getAbuseEvidence, { params: { id: caseId, evidenceId } });
