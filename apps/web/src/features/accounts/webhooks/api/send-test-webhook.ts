import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WEBHOOK_DELIVERIES_KEY } from './get-webhook-deliveries';

export const sendTestWebhook = (id: string) => callRoute(webhookRoutes.testWebhook, { params: { id } });

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_KEY }),
  });
}
