import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@netlease/shared/tickets';
import { TICKET_ATTACHMENT_FIELDS } from '@netlease/shared/tickets-constants';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ticketKey } from './get-ticket';
import { appendTicketMessage } from './post-ticket-message';

/** Sends a file (and the typed text, if any) as one message of the ticket. */
export const attachTicketFile = (ticketId: string, file: File, message: string) => {
  const form = new FormData();
  // The text goes first so the server has it before it reads the file.
  if (message) form.append(TICKET_ATTACHMENT_FIELDS.message, message);
  form.append(TICKET_ATTACHMENT_FIELDS.file, file, file.name);
  return callRoute(ticketRoutes.attachTicketFile, { params: { id: ticketId }, body: form });
};

export function useAttachTicketFile(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, message }: { file: File; message: string }) =>
      attachTicketFile(ticketId, file, message),
    onSuccess: (message) =>
      queryClient.setQueryData<TicketDetail>(ticketKey(ticketId), (detail) =>
        appendTicketMessage(detail, message),
      ),
  });
}
