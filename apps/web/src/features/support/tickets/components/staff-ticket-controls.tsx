import { MESSAGES } from '@netlease/shared/messages';
import type { StaffTicket } from '@netlease/shared/tickets';
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TRANSITIONS,
  type TicketStatus,
} from '@netlease/shared/tickets-constants';
import { Field, Select } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useAssignees } from '../api/list-assignees';
import { useUpdateTicket } from '../api/update-ticket';

/** Staff and admins: assign the ticket and move its status along the allowed transitions. */
export function StaffTicketControls({ ticket }: { ticket: StaffTicket }) {
  const assignees = useAssignees(true);
  const update = useUpdateTicket(ticket.id);
  const nextStatuses = TICKET_STATUS_TRANSITIONS[ticket.status];

  const run = async (change: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      const result = await update.mutateAsync(change);
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, MESSAGES.actionFailed.title);
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Status">
        {(id) => (
          <Select
            id={id}
            value={ticket.status}
            disabled={update.isPending || nextStatuses.length === 0}
            onChange={(event) => void run({ kind: 'status', status: event.target.value as TicketStatus })}
          >
            <option value={ticket.status}>{TICKET_STATUS_LABELS[ticket.status]}</option>
            {nextStatuses.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Assigned to">
        {(id) => (
          <Select
            id={id}
            value={ticket.assignedTo?.id ?? ''}
            disabled={update.isPending}
            onChange={(event) => void run({ kind: 'assignee', assigneeId: event.target.value || null })}
          >
            <option value="">Unassigned</option>
            {ticket.assignedTo && !assignees.data?.some((person) => person.id === ticket.assignedTo?.id) && (
              <option value={ticket.assignedTo.id}>{ticket.assignedTo.name}</option>
            )}
            {assignees.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
