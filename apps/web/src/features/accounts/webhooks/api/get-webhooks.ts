import { useQuery } from '@tanstack/react-query';
import type { WebhookList } from '@netlease/shared/webhooks';
import { api } from '@/lib/api-client';

export const WEBHOOKS_KEY = ['webhooks'] as const;

export const getWebhooks = () => api<WebhookList>('/api/webhooks').then((body) => body.endpoints);

export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: getWebhooks });
}
