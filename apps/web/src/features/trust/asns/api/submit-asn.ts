import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AsnInput, ReviewedAsn } from '@netlease/shared/asns';
import { api } from '@/lib/api-client';
import { MY_ASNS_KEY } from './get-my-asns';

export const submitAsn = (input: AsnInput) => api<ReviewedAsn>('/api/asns', { method: 'POST', body: input });

export function useSubmitAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAsn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_ASNS_KEY }),
  });
}
