import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTicket, TicketDetail, TicketStatus, UpdatedTicket } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';
import { ticketKey } from './get-ticket';

export const changeTicketStatus = (ticketId: string, status: TicketStatus) =>
  api<UpdatedTicket>(`/api/tickets/${encodeURIComponent(ticketId)}/status`, {
    method: 'PUT',
    body: { status },
  });

export const assignTicket = (ticketId: string, assigneeId: string | null) =>
  api<UpdatedTicket>(`/api/tickets/${encodeURIComponent(ticketId)}/assignee`, {
    method: 'PUT',
    body: { assigneeId },
  });

/** Keeps the opener's avatar (the update carries the staff view of the ticket). */
export function mergeTicket(detail: TicketDetail | undefined, ticket: StaffTicket) {
  if (!detail) return detail;
  return { ...detail, ticket: { ...detail.ticket, ...ticket, openedBy: detail.ticket.openedBy } };
}

/** Staff and admins: move the status or change the assignee. */
export function useUpdateTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: 'status'; status: TicketStatus } | { kind: 'assignee'; assigneeId: string | null },
    ) =>
      change.kind === 'status'
        ? changeTicketStatus(ticketId, change.status)
        : assignTicket(ticketId, change.assigneeId),
    onSuccess: (answer) => {
      queryClient.setQueryData<TicketDetail>(ticketKey(ticketId), (detail) =>
        mergeTicket(detail, answer.ticket),
      );
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'admin'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'queue'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
