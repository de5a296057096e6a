import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryList } from '@netlease/shared/webhooks';
import { api } from '@/lib/api-client';
import { WEBHOOKS_KEY } from './get-webhooks';

export const WEBHOOK_DELIVERIES_KEY = [...WEBHOOKS_KEY, 'deliveries'] as const;

export const getWebhookDeliveries = () =>
  api<WebhookDeliveryList>('/api/webhooks/deliveries').then((body) => body.deliveries);

/** The last 50 deliveries; looked at again every 30 s while some wait for a retry. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: WEBHOOK_DELIVERIES_KEY,
    queryFn: getWebhookDeliveries,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 30_000 : false,
  });
}
