import { useMutation } from '@tanstack/react-query';
import type { AbuseIntakeReply } from '@netlease/shared/abuse-cases';
import { ABUSE_FORM_FIELDS, type AbuseReport } from '@netlease/shared/abuse';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/** What the public form sends: the checked report and its files of evidence. */
export type AbuseReportSubmission = AbuseReport & { evidence: File[] };

/**
 * The public form's report as one multipart request (docs/PRODUCT.md "Abuse"): the text fields
 * first, so the server has them before it reads the files.
 */
export const submitAbuseReport = (report: AbuseReportSubmission): Promise<AbuseIntakeReply> => {
  const form = new FormData();
  form.append(ABUSE_FORM_FIELDS.target, report.target);
  form.append(ABUSE_FORM_FIELDS.category, report.category);
  form.append(ABUSE_FORM_FIELDS.seenAt, report.seenAt);
  form.append(ABUSE_FORM_FIELDS.description, report.description);
  form.append(ABUSE_FORM_FIELDS.reporterEmail, report.reporterEmail);
  for (const file of report.evidence) form.append(ABUSE_FORM_FIELDS.evidence, file, file.name);
  return callRoute(abuseRoutes.submitAbuseReport, { body: form });
};

export function useSubmitAbuseReport() {
  return useMutation({ mutationFn: submitAbuseReport });
}
