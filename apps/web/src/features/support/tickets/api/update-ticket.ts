import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTicket, TicketDetail, TicketStatus } from '@netlease/shared/tickets';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ticketKey } from './get-ticket';
import { ADMIN_TICKETS_KEY } from './list-admin-tickets';
import { TICKET_QUEUE_KEY } from './list-ticket-queue';

export const changeTicketStatus = (ticketId: string, status: TicketStatus) =>
  callRoute(ticketRoutes.changeTicketStatus, { params: { id: ticketId }, body: { status } });

export const assignTicket = (ticketId: string, assigneeId: string | null) =>
  callRoute(ticketRoutes.assignTicket, { params: { id: ticketId }, body: { assigneeId } });

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
      void queryClient.invalidateQueries({ queryKey: ADMIN_TICKETS_KEY });
      void queryClient.invalidateQueries({ queryKey: TICKET_QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
