import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositInput, DepositResult } from '@netlease/shared/money';
import { depositRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export type { DepositResult };

export const createDeposit = ({ input, idempotencyKey }: { input: DepositInput; idempotencyKey: string }) =>
  // A card taken by Stripe answers first with what the browser confirms (docs/decisions/199).
  callRoute(depositRoutes.createDeposit, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
