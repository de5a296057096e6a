import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AsnInput } from '@netlease/shared/asns';
import { asnRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_ASNS_KEY } from './get-my-asns';

export const submitAsn = (input: AsnInput) => callRoute(asnRoutes.submitAsn, { body: input });

export function useSubmitAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAsn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_ASNS_KEY }),
  });
}
