import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResult } from '@netlease/shared/orders';
import { checkoutRoutes, orderRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export type { CheckoutResult };

export const createCheckout = ({ input, idempotencyKey }: { input: CheckoutInput; idempotencyKey: string }) =>
  // A card taken by Stripe answers first with what the browser confirms (docs/decisions/199).
  callRoute(checkoutRoutes.createCheckout, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: [orderRoutes.listOrders.tag] });
    },
  });
}
