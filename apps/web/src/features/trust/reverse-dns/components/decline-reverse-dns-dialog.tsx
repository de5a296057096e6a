import { DECLINE_REASON_MAX, reverseDnsDeclineInputSchema } from '@netlease/shared/reverse-dns';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useDeclineReverseDns } from '../api/decline-reverse-dns';

/** The seller declines a reverse DNS request with a reason the buyer reads (the shared rule checks it). */
export function DeclineReverseDnsDialog({
  orderId,
  requestId,
  onClose,
}: {
  orderId: string;
  requestId: string;
  onClose: () => void;
}) {
  const decline = useDeclineReverseDns(orderId);
  const form = useZodForm(reverseDnsDeclineInputSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Decline request"
      description="The buyer reads your reason in their notification and on the lease page."
    >
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        className="space-y-4"
        send={({ reason }) => decline.mutateAsync({ requestId, reason })}
        onSent={onClose}
      >
        <FormField name="reason" label="Reason">
          {(control) => <Textarea {...control} maxLength={DECLINE_REASON_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={decline.isPending}>
          Decline request
        </FormActions>
      </Form>
    </Dialog>
  );
}
