import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositInput } from '@netlease/shared/money';
import { api } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

export interface DepositResult {
  title: string;
  message: string;
  paymentId: string;
}

export const createDeposit = ({ input, idempotencyKey }: { input: DepositInput; idempotencyKey: string }) =>
  api<DepositResult>('/api/deposits', {
    method: 'POST',
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
