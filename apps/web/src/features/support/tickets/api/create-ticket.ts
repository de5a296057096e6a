import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketInput, TicketCreated } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';
import { MY_TICKETS_KEY } from './list-my-tickets';

export const createTicket = (input: CreateTicketInput) =>
  api<TicketCreated>('/api/tickets', {
    method: 'POST',
    body: input,
  });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_TICKETS_KEY }),
  });
}
