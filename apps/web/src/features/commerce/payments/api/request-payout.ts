import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutMethod } from '@netlease/shared/money';
import { payoutRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';
import { PAYOUTS_KEY } from './list-payouts';
import { SELLER_MONEY_KEY } from './get-seller-money';

export interface PayoutRequest {
  amountCents: number;
  method: PayoutMethod;
  details: Record<string, string>;
}

export const requestPayout = ({ input, idempotencyKey }: { input: PayoutRequest; idempotencyKey: string }) =>
  callRoute(payoutRoutes.requestPayout, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: SELLER_MONEY_KEY });
    },
  });
}
