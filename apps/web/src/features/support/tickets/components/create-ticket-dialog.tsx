import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  ORDER_PICKER_ID_LENGTH,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  createTicketInputSchema,
  type TicketOrderChoice,
  type TicketPriority,
} from '@netlease/shared/tickets';
import { shortId } from '@netlease/shared/format';
import { Dialog } from '@/components/ui/dialog';
import { Input, Select, Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/lib/toast';
import { useCreateTicket } from '../api/create-ticket';
import { useTicketOrderChoices } from '../api/list-order-choices';

interface TicketFormValues {
  title: string;
  description: string;
  priority: TicketPriority;
  orderId: string;
}

const EMPTY_FORM: TicketFormValues = { title: '', description: '', priority: 'medium', orderId: '' };

/** The shared ticket schema; the picker's 'None' is no order. */
const ticketFormSchema = createTicketInputSchema.extend({
  orderId: z.preprocess((value) => value || null, createTicketInputSchema.shape.orderId),
});

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * '#1a2b · Clean /24 in Frankfurt · 198.18.0.0/24 · Active': the short id (4 characters in the
 * picker, docs/PRODUCT.md "Support tickets"), 'Sold' for the user's sales, what was leased (the prefix
 * of an IP lease, which tells two ranges of one listing apart) and where the order stands.
 */
export const orderChoiceLabel = (order: TicketOrderChoice) =>
  [
    `#${shortId(order.id, ORDER_PICKER_ID_LENGTH)}`,
    ...(order.side === 'sold' ? ['Sold'] : []),
    order.title ?? (order.itemType === 'server_package' ? 'Server package' : 'IP subnet'),
    ...(order.prefix ? [order.prefix] : []),
    capitalize(order.status.replaceAll('_', ' ')),
  ].join(' · ');

/**
 * Create New Ticket on /support (docs/PRODUCT.md "Support tickets"): (title, description, priority, optional
 * related order).
 */
export function CreateTicketDialog({
  open,
  onOpenChange,
  askedOrderId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An order the ticket is about (a lease page's 'Ask support'): chosen once the picker holds it. */
  askedOrderId?: string | null;
}) {
  const create = useCreateTicket();
  const orders = useTicketOrderChoices(open);
  const form = useZodForm(ticketFormSchema, { defaultValues: EMPTY_FORM });

  // Only an order the picker offers is chosen: another would be refused as 'Invalid order'. It is
  // chosen once: the list loading again must not undo the user's own choice of 'None'.
  const chosenOrderId = useRef<string | null>(null);
  useEffect(() => {
    if (!askedOrderId || chosenOrderId.current === askedOrderId) return;
    if (!orders.data?.some((order) => order.id === askedOrderId)) return;
    chosenOrderId.current = askedOrderId;
    form.setValue('orderId', askedOrderId);
  }, [askedOrderId, orders.data, form]);

  // The picker's orders failing to load is 'Could not fetch orders'.
  useEffect(() => {
    if (orders.error) {
      toast.fromError(
        orders.error,
        TICKET_MESSAGES.ordersFetchFailed.title,
        TICKET_MESSAGES.ordersFetchFailed.description,
      );
    }
  }, [orders.error]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Ticket">
      <Form
        form={form}
        failure={TICKET_MESSAGES.ticketCreateFailed}
        className="space-y-4"
        send={create.mutateAsync}
        onSent={() => {
          form.reset(EMPTY_FORM);
          onOpenChange(false);
        }}
      >
        <FormField<TicketFormValues> name="title" label="Title">
          {(control) => <Input {...control} maxLength={200} />}
        </FormField>
        <FormField<TicketFormValues> name="description" label="Description">
          {(control) => <Textarea {...control} rows={5} />}
        </FormField>
        <FormField<TicketFormValues> name="priority" label="Priority">
          {(control) => (
            <Select {...control}>
              {TICKET_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {capitalize(priority)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<TicketFormValues>
          name="orderId"
          label="Related order (optional)"
          hint={
            orders.data && orders.data.length === 0
              ? 'You have no running orders or sales, nor any that ended in the last 90 days.'
              : 'Your running orders and sales, and those that ended in the last 90 days.'
          }
        >
          {(control) => (
            <Select {...control}>
              <option value="">{orders.isLoading ? 'Loading orders…' : 'None'}</option>
              {orders.data?.map((order) => (
                <option key={order.id} value={order.id}>
                  {orderChoiceLabel(order)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormActions
          onCancel={() => onOpenChange(false)}
          isPending={create.isPending}
          cancelVariant="secondary"
        >
          Create Ticket
        </FormActions>
      </Form>
    </Dialog>
  );
}
