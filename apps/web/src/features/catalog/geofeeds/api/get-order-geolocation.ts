import { useQuery } from '@tanstack/react-query';
import type { OrderGeolocationReply } from '@netlease/shared/geofeeds';
import { api } from '@/lib/api-client';

export const orderGeolocationKey = (orderId: string) => ['orders', orderId, 'geolocation'] as const;

/** The leased ranges of one of the caller's orders, with the geolocation each has in the geofeed. */
export const getOrderGeolocation = (orderId: string) =>
  api<OrderGeolocationReply>(`/api/orders/${orderId}/geolocation`).then((body) => body.geolocation);

export function useOrderGeolocation(orderId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: orderGeolocationKey(orderId),
    queryFn: () => getOrderGeolocation(orderId),
    enabled: isEnabled,
  });
}
