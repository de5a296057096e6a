import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointInput } from '@netlease/shared/webhooks';
import { webhookRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export const createWebhook = (input: WebhookEndpointInput) =>
  callRoute(webhookRoutes.createWebhook, { body: input });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
