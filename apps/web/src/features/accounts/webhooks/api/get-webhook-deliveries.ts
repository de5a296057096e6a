import { useQuery } from '@tanstack/react-query';
import { webhookRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const WEBHOOK_DELIVERIES_KEY = routeKey(webhookRoutes.listWebhookDeliveries);

export const getWebhookDeliveries = () =>
  callRoute(webhookRoutes.listWebhookDeliveries).then((body) => body.deliveries);

/** The last 50 deliveries; looked at again every 30 s while some wait for a retry. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: WEBHOOK_DELIVERIES_KEY,
    queryFn: getWebhookDeliveries,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 30_000 : false,
  });
}
