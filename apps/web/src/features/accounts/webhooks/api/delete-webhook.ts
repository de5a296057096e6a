import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export const deleteWebhook = (id: string) => callRoute(webhookRoutes.deleteWebhook, { params: { id } });

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The endpoint's deliveries go with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
