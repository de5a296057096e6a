import { z } from 'zod';
import {
  ABUSE_REASON_MAX,
  abuseCloseDuplicatesInputSchema,
  type AbuseCaseSummary,
  type AbuseCloseDuplicatesInput,
} from '@netlease/shared/abuse-cases';
import { ABUSE_CATEGORY_LABELS } from '@netlease/shared/abuse';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Select, Textarea } from '@/components/ui/field';
import { addSchemaIssues, Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useCloseAbuseDuplicates } from '../api/close-abuse-duplicates';

interface Values {
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

const caseLabel = (item: AbuseCaseSummary) =>
  `${item.reference} · ${ABUSE_CATEGORY_LABELS[item.category]} on ${item.target} · ${item.reportCount} reports`;

/**
 * Staff close several cases as duplicates of one (docs/PRODUCT.md "Abuse"): they choose the case to
 * keep among the selected ones and give the reason both parties read.
 */
export function CloseDuplicatesDialog({
  selected,
  onClose,
  onClosed,
}: {
  selected: AbuseCaseSummary[];
  onClose: () => void;
  onClosed: () => void;
}) {
  const close = useCloseAbuseDuplicates();
  const form = useZodForm(closeDuplicatesFormSchema(selected.map((item) => item.id)), {
    defaultValues: { duplicateOf: selected[0]?.id ?? '', reason: '' },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Close as duplicates"
      description={`The case you keep stays open; the other ${selected.length - 1} selected are closed as its duplicates.`}
    >
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        className="space-y-4"
        send={close.mutateAsync}
        onSent={() => {
          onClosed();
          onClose();
        }}
      >
        <FormField<Values> name="duplicateOf" label="Case to keep">
          {(control) => (
            <Select {...control}>
              {selected.map((item) => (
                <option key={item.id} value={item.id}>
                  {caseLabel(item)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<Values> name="reason" label="Reason">
          {(control) => <Textarea {...control} rows={3} maxLength={ABUSE_REASON_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={close.isPending}>
          Close duplicates
        </FormActions>
      </Form>
    </Dialog>
  );
}
