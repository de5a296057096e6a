import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export const createCheckout = ({ input, idempotencyKey }: { input: CheckoutInput; idempotencyKey: string }) =>
  api<{ title: string; message: string; orderId: string; invoiceId: string }>('/api/checkout', {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
