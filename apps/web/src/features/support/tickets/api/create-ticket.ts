import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput } from '@netlease/shared/tickets';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_TICKETS_KEY } from './list-my-tickets';

export const createTicket = (input: CreateTicketInput) =>
  callRoute(ticketRoutes.createTicket, { body: input });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY }),
  });
}
