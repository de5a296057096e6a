import { useQuery } from '@tanstack/react-query';
import type { OrderReverseDns } from '@netlease/shared/reverse-dns';
import { api } from '@/lib/api-client';

/** Every order's reverse DNS lies under this key: a live notification re-reads them all. */
export const REVERSE_DNS_KEY = ['reverse-dns'] as const;
export const orderReverseDnsKey = (orderId: string) => [...REVERSE_DNS_KEY, orderId] as const;

/** The zones of an order's leased prefix and its delegation requests, newest first (either party). */
export const getOrderReverseDns = (orderId: string) =>
  api<OrderReverseDns>(`/api/orders/${orderId}/reverse-dns`);

export function useOrderReverseDns(orderId: string) {
  return useQuery({ queryKey: orderReverseDnsKey(orderId), queryFn: () => getOrderReverseDns(orderId) });
}
