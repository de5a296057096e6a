import { useQuery } from '@tanstack/react-query';
import { geofeedRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const orderGeolocationKey = (orderId: string) =>
  routeKey(geofeedRoutes.getOrderGeolocation, { params: { id: orderId } });

/** The leased ranges of one of the caller's orders, with the geolocation each has in the geofeed. */
export const getOrderGeolocation = (orderId: string) =>
  callRoute(geofeedRoutes.getOrderGeolocation, { params: { id: orderId } }).then((body) => body.geolocation);

export function useOrderGeolocation(orderId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: orderGeolocationKey(orderId),
    queryFn: () => getOrderGeolocation(orderId),
    enabled: isEnabled,
  });
}
