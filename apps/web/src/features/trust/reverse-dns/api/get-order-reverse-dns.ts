import { useQuery } from '@tanstack/react-query';
import { reverseDnsRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every order's reverse DNS lies under this key: a live notification re-reads them all. */
export const REVERSE_DNS_KEY = routeKey(reverseDnsRoutes.getOrderReverseDns);
export const orderReverseDnsKey = (orderId: string) =>
  routeKey(reverseDnsRoutes.getOrderReverseDns, { params: { id: orderId } });

/** The zones of an order's leased prefix and its delegation requests, newest first (either party). */
export const getOrderReverseDns = (orderId: string) =>
  callRoute(reverseDnsRoutes.getOrderReverseDns, { params: { id: orderId } });

export function useOrderReverseDns(orderId: string) {
  return useQuery({ queryKey: orderReverseDnsKey(orderId), queryFn: () => getOrderReverseDns(orderId) });
}
