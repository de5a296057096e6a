import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingInput } from '@netlease/shared/reputation';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { RATABLE_ORDERS_KEY } from './get-ratable-orders';

export const rateOrder = (input: { orderId: string } & RatingInput) =>
  callRoute(reputationRoutes.rateOrder, {
    params: { orderId: input.orderId },
    body: { rating: input.rating, comment: input.comment },
  });

export function useRateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: RATABLE_ORDERS_KEY }),
  });
}
