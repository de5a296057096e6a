import { END_REASON_MAX, orderEndInputSchema } from '@netlease/shared/lease-delivery';
import { formatCents } from '@netlease/shared/format';
import { ORDER_MESSAGES } from '@netlease/shared/orders-constants';
import type { Order } from '@netlease/shared/orders';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useUpdateOrder } from '../api/update-order';

const WORDS = {
  cancel: {
    title: 'Cancel this order?',
    button: 'Cancel order',
    failure: ORDER_MESSAGES.orderStatusNotAllowed,
  },
  dispute: {
    title: 'Open a dispute?',
    button: 'Open dispute',
    failure: ORDER_MESSAGES.orderStatusNotAllowed,
  },
} as const;

/**
 * Cancel (either party) or dispute (the buyer) asks first, and asks why: the other party reads the
 * reason (docs/PRODUCT.md "Delivering a lease"). Both refund the buyer in full and end the order.
 */
export function EndOrderDialog({
  order,
  kind,
  as,
  onClose,
}: {
  order: Pick<Order, 'id' | 'title' | 'amount' | 'fee' | 'termTax'>;
  kind: 'cancel' | 'dispute';
  as: 'leaser' | 'monetizer';
  onClose: () => void;
}) {
  const update = useUpdateOrder();
  const form = useZodForm(orderEndInputSchema, { defaultValues: { reason: '' } });
  const words = WORDS[kind];
  const refund = formatCents(order.amount + order.fee + (order.termTax ?? 0));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={`${order.title}: ${refund} goes back to the buyer, the order ends and the range returns to the catalogue. This cannot be undone.`}
    >
      <Form
        form={form}
        failure={words.failure}
        className="space-y-4"
        send={({ reason }) => update.mutateAsync({ kind, orderId: order.id, reason })}
        onSent={onClose}
      >
        <FormField
          name="reason"
          label="Reason"
          hint={as === 'leaser' ? 'The provider reads this.' : 'The buyer reads this.'}
        >
          {(control) => <Textarea {...control} maxLength={END_REASON_MAX} rows={3} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={update.isPending} cancelLabel="Keep order">
          {words.button}
        </FormActions>
      </Form>
    </Dialog>
  );
}
