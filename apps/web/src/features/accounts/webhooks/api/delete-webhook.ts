import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';
import type { MessageReply } from '@netlease/shared/replies';

export const deleteWebhook = (id: string) =>
  api<MessageReply>(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The endpoint's deliveries go with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
