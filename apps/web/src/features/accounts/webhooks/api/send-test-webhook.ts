import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookTestResult } from '@netlease/shared/webhooks';
import { api } from '@/lib/api-client';
import { WEBHOOK_DELIVERIES_KEY } from './get-webhook-deliveries';

export const sendTestWebhook = (id: string) =>
  api<WebhookTestResult>(`/api/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST', body: {} });

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_KEY }),
  });
}
