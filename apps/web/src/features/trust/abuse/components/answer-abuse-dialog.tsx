import { ABUSE_NOTE_MAX, abuseAnswerInputSchema, type AbuseAnswerInput } from '@netlease/shared/abuse-cases';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useAnswerAbuseCase } from '../api/answer-abuse-case';

const TEXT = {
  resolve: {
    title: 'Resolve the case',
    description: 'Staff review what you did; the reporter and the owner read your note.',
    label: 'What was done',
    hint: 'For example: the phishing site was taken down and the customer behind it suspended.',
    submit: 'Resolve case',
  },
  dispute: {
    title: 'Dispute the report',
    description: 'Staff review your evidence; the reporter and the owner read your note.',
    label: 'Why the report is wrong, and the evidence',
    hint: 'In words or links: logs, a scan result, what the address served at that time.',
    submit: 'Dispute report',
  },
} as const;

/** The lessee's answer (docs/PRODUCT.md "Abuse"): resolve with what was done, or dispute with why. */
export function AnswerAbuseDialog({
  caseId,
  answer,
  onClose,
}: {
  caseId: string;
  answer: 'resolve' | 'dispute';
  onClose: () => void;
}) {
  const send = useAnswerAbuseCase(caseId, answer);
  const form = useZodForm(abuseAnswerInputSchema, { defaultValues: { note: '' } });
  const text = TEXT[answer];
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
        <FormField<AbuseAnswerInput> name="note" label={text.label} hint={text.hint}>
          {(control) => <Textarea {...control} rows={6} maxLength={ABUSE_NOTE_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={send.isPending}>
          {text.submit}
        </FormActions>
      </Form>
    </Dialog>
  );
}
