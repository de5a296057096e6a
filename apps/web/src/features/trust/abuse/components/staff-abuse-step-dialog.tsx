import {
  ABUSE_REASON_MAX,
  abuseStaffActionInputSchema,
  type AbuseStaffActionInput,
} from '@netlease/shared/abuse-cases';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useStaffAbuseStep, type StaffAbuseStep } from '../api/take-staff-abuse-step';
import { STAFF_STEP_TEXT } from './abuse-case-view';

/** One of the ladder's steps (docs/PRODUCT.md "Abuse"): every step names its reason, which both parties read. */
export function StaffAbuseStepDialog({
  caseId,
  step,
  onClose,
}: {
  caseId: string;
  step: StaffAbuseStep;
  onClose: () => void;
}) {
  const send = useStaffAbuseStep(caseId, step);
  const form = useZodForm(abuseStaffActionInputSchema, { defaultValues: { reason: '' } });
  const text = STAFF_STEP_TEXT[step];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description}
    >
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        className="space-y-4"
        send={send.mutateAsync}
        onSent={onClose}
      >
        <FormField<AbuseStaffActionInput> name="reason" label="Reason">
          {(control) => <Textarea {...control} rows={4} maxLength={ABUSE_REASON_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={send.isPending}>
          {text.button}
        </FormActions>
      </Form>
    </Dialog>
  );
}
