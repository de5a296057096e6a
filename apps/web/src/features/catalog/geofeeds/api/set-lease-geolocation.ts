import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaseGeolocationInput, GeolocationSaved } from '@netlease/shared/geofeeds';
import { api } from '@/lib/api-client';
import { orderGeolocationKey } from './get-order-geolocation';

/** Sets (a location) or removes (null) the leaser's geolocation of one leased range. */
export function setLeaseGeolocation(input: {
  orderId: string;
  leaseId: string;
  location: LeaseGeolocationInput | null;
}) {
  const path = `/api/orders/${input.orderId}/geolocation/${input.leaseId}`;
  return input.location === null
    ? api<GeolocationSaved>(path, { method: 'DELETE' })
    : api<GeolocationSaved>(path, { method: 'PUT', body: input.location });
}

export function useSetLeaseGeolocation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaseGeolocation,
    onSuccess: (reply) => queryClient.setQueryData(orderGeolocationKey(orderId), reply.geolocation),
  });
}
