import { z } from 'zod';
import { parseDollarsToCents } from '@netlease/shared/format';
import { REPUTATION_MESSAGES, penaltyInputSchema, type PenaltyInput } from '@netlease/shared/reputation';
import { addFieldIssue, addSchemaIssues } from '@/components/ui/form';

/**
 * The form's text, checked by the server's own penaltyInputSchema: the amount is typed in dollars and
 * sent in cents (empty: no money penalty).
 */
export const penaltyFormSchema = z
  .object({ userEmail: z.string(), type: z.string(), amount: z.string(), reason: z.string() })
  .transform((values, context): PenaltyInput => {
    const amountCents = values.amount.trim() ? parseDollarsToCents(values.amount) : 0;
    if (amountCents === null) {
      addFieldIssue(context, 'amount', REPUTATION_MESSAGES.invalidPenaltyAmount);
      return z.NEVER;
    }
    const checked = penaltyInputSchema.safeParse({ ...values, type: values.type || undefined, amountCents });
    if (!checked.success) {
      addSchemaIssues(
        context,
        checked.error.issues.map((issue) =>
          issue.path[0] === 'amountCents' ? { ...issue, path: ['amount'] } : issue,
        ),
      );
      return z.NEVER;
    }
    return checked.data;
  });
