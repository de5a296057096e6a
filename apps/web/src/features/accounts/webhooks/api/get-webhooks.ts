import { useQuery } from '@tanstack/react-query';
import { webhookRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Everything about webhooks (the endpoints and their deliveries): the tag's prefix. */
export const WEBHOOKS_KEY = [webhookRoutes.listWebhooks.tag] as const;

export const getWebhooks = () => callRoute(webhookRoutes.listWebhooks).then((body) => body.endpoints);

export function useWebhooks() {
  return useQuery({ queryKey: routeKey(webhookRoutes.listWebhooks), queryFn: getWebhooks });
}
