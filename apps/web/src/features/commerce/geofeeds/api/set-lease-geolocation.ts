import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaseGeolocationInput } from '@netlease/shared/geofeeds';
import { geofeedRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { orderGeolocationKey } from './get-order-geolocation';

/** Sets (a location) or removes (null) the leaser's geolocation of one leased range. */
export function setLeaseGeolocation(input: {
  orderId: string;
  leaseId: string;
  location: LeaseGeolocationInput | null;
}) {
  const params = { id: input.orderId, leaseId: input.leaseId };
  return input.location === null
    ? callRoute(geofeedRoutes.clearLeaseGeolocation, { params })
    : callRoute(geofeedRoutes.setLeaseGeolocation, { params, body: input.location });
}

export function useSetLeaseGeolocation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaseGeolocation,
    onSuccess: (reply) => queryClient.setQueryData(orderGeolocationKey(orderId), reply.geolocation),
  });
}
