import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketMessage } from '@netlease/shared/tickets';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { ticketKey } from './get-ticket';

export const postTicketMessage = (ticketId: string, message: string) =>
  callRoute(ticketRoutes.postTicketMessage, { params: { id: ticketId }, body: { message } });

/** Adds a message to the cached thread once (the live event may bring the same one). */
export function appendTicketMessage(detail: TicketDetail | undefined, message: TicketMessage) {
  if (!detail || detail.messages.some((item) => item.id === message.id)) return detail;
  return { ...detail, messages: [...detail.messages, message] };
}

export function usePostTicketMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postTicketMessage(ticketId, message),
    onSuccess: (message) =>
      queryClient.setQueryData<TicketDetail>(ticketKey(ticketId), (detail) =>
        appendTicketMessage(detail, message),
      ),
  });
}
