import { z } from 'zod';
import {
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_EVIDENCE_MAX_FILES,
  ABUSE_MESSAGES,
  abuseReportInputSchema,
  checkSeenAt,
  evidenceEmpty,
  evidenceTooLarge,
} from '@netlease/shared/abuse';
import { addFieldIssue, addSchemaIssues } from '@/components/ui/form';
import type { AbuseReportSubmission } from '../api/submit-abuse-report';
import { localInputToIso } from './local-time-input';

/** The form's values: the time seen as the date-time input holds it, in the visitor's local time. */
export interface ReportAbuseFormValues {
  target: string;
  category: string;
  seenAt: string;
  description: string;
  reporterEmail: string;
  evidence: File[];
}

export const EMPTY_REPORT: ReportAbuseFormValues = {
  target: '',
  category: '',
  seenAt: '',
  description: '',
  reporterEmail: '',
  evidence: [],
};

/**
 * The public form's checks (docs/PRODUCT.md "Abuse"): the server's own abuseReportInputSchema on the
 * values, the time seen converted to ISO 8601 with the visitor's offset and held to the browser's
 * clock by the shared checkSeenAt, and the evidence held to the same count and size the server allows.
 * `now` is the browser's clock (a test gives its own).
 */
export const reportAbuseFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      target: z.string(),
      category: z.string(),
      seenAt: z.string(),
      description: z.string(),
      reporterEmail: z.string(),
      evidence: z.array(z.instanceof(File)),
    })
    .transform((values, context): AbuseReportSubmission => {
      // An empty or unreadable input is left to the shared rule, which names the problem.
      const seenAt = values.seenAt.trim() === '' ? '' : (localInputToIso(values.seenAt) ?? values.seenAt);
      const checked = abuseReportInputSchema.safeParse({
        ...values,
        category: values.category || undefined,
        seenAt,
      });
      let isRefused = checked.success ? false : addSchemaIssues(context, checked.error.issues);
      const seenAtRefused =
        !checked.success && checked.error.issues.some((issue) => issue.path[0] === 'seenAt');
      const timeProblem = seenAtRefused ? null : checkSeenAt(seenAt, now());
      if (timeProblem) {
        addFieldIssue(context, 'seenAt', timeProblem);
        isRefused = true;
      }
      const evidenceProblem = findEvidenceProblem(values.evidence);
      if (evidenceProblem) {
        addFieldIssue(context, 'evidence', evidenceProblem);
        isRefused = true;
      }
      if (isRefused || !checked.success) return z.NEVER;
      return { ...checked.data, evidence: values.evidence };
    });

/** The first problem of the chosen files, numbered from 1 as the server numbers them. */
export function findEvidenceProblem(files: readonly File[]) {
  if (files.length > ABUSE_EVIDENCE_MAX_FILES) return ABUSE_MESSAGES.tooMuchEvidence;
  for (const [index, file] of files.entries()) {
    if (file.size === 0) return evidenceEmpty(index + 1);
    if (file.size > ABUSE_EVIDENCE_MAX_BYTES) return evidenceTooLarge(index + 1);
  }
  return null;
}
