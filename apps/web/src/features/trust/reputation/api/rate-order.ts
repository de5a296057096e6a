import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingInput } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';
import { RATABLE_ORDERS_KEY } from './get-ratable-orders';
import type { MessageReply } from '@netlease/shared/replies';

export const rateOrder = (input: { orderId: string } & RatingInput) =>
  api<MessageReply>(`/api/reputation/orders/${input.orderId}/rating`, {
    method: 'POST',
    body: { rating: input.rating, comment: input.comment },
  });

export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: RATABLE_ORDERS_KEY }),
  });
}
