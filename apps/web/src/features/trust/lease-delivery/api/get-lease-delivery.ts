import { useQuery } from '@tanstack/react-query';
import { leaseDeliveryRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';

/** The lease page of one order; other features re-read it under this key (cancel, ASN, letters). */
export const leaseKey = (orderId: string) =>
  routeKey(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: orderId } });

export const getLeaseDelivery = (orderId: string) =>
  callRoute(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: orderId } });

export function useLeaseDelivery(orderId: string) {
  return useQuery({ queryKey: leaseKey(orderId), queryFn: () => getLeaseDelivery(orderId) });
}

// What the other party or staff did to a lease arrives as one of these notifications, or as an
// 'order_…' one (status, refund, claim).
const LEASE_NEWS = new Set(['loa', 'lease_ended', 'reverse_dns']);

/** Re-reads the lease page when the other party, an admin or staff moved the lease on. */
export function useLeaseNotifications(orderId: string) {
  useNewNotifications(
    (item) => LEASE_NEWS.has(item.type) || item.type.startsWith('order_'),
    [leaseKey(orderId)],
  );
}
