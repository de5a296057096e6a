import { useState, type FormEvent } from 'react';
import {
  ORDER_PICKER_ID_LENGTH,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  createTicketInputSchema,
  type TicketPriority,
} from '@netlease/shared/tickets';
import { shortId } from '@netlease/shared/format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { validateWith } from '@/features/auth/validate';
import { useCreateTicket } from '../api/create-ticket';
import { useTicketOrderChoices } from '../api/list-order-choices';

const EMPTY_FORM = { title: '', description: '', priority: 'medium' as TicketPriority, orderId: '' };

/** Spec part 2 /support: Create New Ticket (title, description, priority, optional related order). */
export function CreateTicketDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY_FORM);
  const create = useCreateTicket();
  const orders = useTicketOrderChoices(open);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, orderId: form.orderId || null };
    const checked = validateWith(createTicketInputSchema, input);
    if ('error' in checked) {
      toast.error(checked.error.title, checked.error.description);
      return;
    }
    try {
      const result = await create.mutateAsync(input);
      toast.success(result.title, result.message);
      setForm(EMPTY_FORM);
      onOpenChange(false);
    } catch (error) {
      toast.fromError(error, TICKET_MESSAGES.ticketCreateFailed.title);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Ticket">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field label="Title">
          {(id) => (
            <Input
              id={id}
              value={form.title}
              maxLength={200}
              required
              onChange={(event) => setForm((current) => ({ ...current, title: event.target.value }))}
            />
          )}
        </Field>
        <Field label="Description">
          {(id) => (
            <Textarea
              id={id}
              value={form.description}
              required
              rows={5}
              onChange={(event) => setForm((current) => ({ ...current, description: event.target.value }))}
            />
          )}
        </Field>
        <Field label="Priority">
          {(id) => (
            <Select
              id={id}
              value={form.priority}
              onChange={(event) =>
                setForm((current) => ({ ...current, priority: event.target.value as TicketPriority }))
              }
            >
              {TICKET_PRIORITIES.map((priority) => (
                <option key={priority} value={priority} className="capitalize">
                  {priority[0]!.toUpperCase() + priority.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Related order (optional)">
          {(id) => (
            <Select
              id={id}
              value={form.orderId}
              onChange={(event) => setForm((current) => ({ ...current, orderId: event.target.value }))}
            >
              <option value="">None</option>
              {orders.data?.map((order) => (
                <option key={order.id} value={order.id}>
                  #{shortId(order.id, ORDER_PICKER_ID_LENGTH)}
                  {order.title ? ` · ${order.title}` : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            Create Ticket
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
