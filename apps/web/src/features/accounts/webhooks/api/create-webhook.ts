import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreated, WebhookEndpointInput } from '@netlease/shared/webhooks';
import { api } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export const createWebhook = (input: WebhookEndpointInput) =>
  api<WebhookCreated>('/api/webhooks', { method: 'POST', body: input });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
