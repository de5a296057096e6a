import { z } from 'zod';
import {
  abuseCloseDuplicatesInputSchema,
  type AbuseCloseDuplicatesInput,
} from '@netlease/shared/abuse-cases';
import { addSchemaIssues } from '@/components/ui/form';

export interface CloseDuplicatesValues {
  duplicateOf: string;
  reason: string;
}

/** The chosen case is kept; every other selected case is closed as its duplicate (the shared rule checks it). */
export const closeDuplicatesFormSchema = (selected: readonly string[]) =>
  z
    .object({ duplicateOf: z.string(), reason: z.string() })
    .transform((values, context): AbuseCloseDuplicatesInput => {
      const checked = abuseCloseDuplicatesInputSchema.safeParse({
        caseIds: selected.filter((id) => id !== values.duplicateOf),
        duplicateOf: values.duplicateOf,
        reason: values.reason,
      });
      if (checked.success) return checked.data;
      // The list of cases has no field of its own here: its refusal is shown at the choice.
      addSchemaIssues(
        context,
        checked.error.issues.map((issue) =>
          issue.path[0] === 'caseIds' ? { ...issue, path: ['duplicateOf'] } : issue,
        ),
      );
      return z.NEVER;
    });
