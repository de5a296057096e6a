import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export const deleteWebhook = (id: string) =>
  api<{ title: string; message: string }>(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The endpoint's deliveries go with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
