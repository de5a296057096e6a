import { ABUSE_REASON_MAX, type AbuseCaseSummary } from '@netlease/shared/abuse-cases';
import { ABUSE_CATEGORY_LABELS } from '@netlease/shared/abuse';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Select, Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useCloseAbuseDuplicates } from '../api/close-abuse-duplicates';
import {
  closeDuplicatesFormSchema,
  type CloseDuplicatesValues as Values,
} from './close-duplicates-form-schema';

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
