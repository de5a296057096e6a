import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ipBlockRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_IP_BLOCKS_KEY } from './get-my-ip-blocks';

export interface IpBlockSubmission {
  cidr: string;
  rir: string;
  countryCode: string;
  loa: File;
}

/** Add IP Block: multipart, so the LOA PDF travels with the fields. */
export const submitIpBlock = (input: IpBlockSubmission) => {
  const form = new FormData();
  form.append('cidr', input.cidr.trim());
  form.append('rir', input.rir);
  form.append('countryCode', input.countryCode);
  form.append('loa', input.loa);
  return callRoute(ipBlockRoutes.submitIpBlock, { body: form });
};

export function useSubmitIpBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIpBlock,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_IP_BLOCKS_KEY }),
  });
}
