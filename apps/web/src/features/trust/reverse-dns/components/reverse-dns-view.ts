import type { BadgeTone } from '@/components/ui/badge';
import type { OrderReverseDns, ReverseDnsRequest, ReverseDnsStatus } from '@netlease/shared/reverse-dns';

/**
 * What the Reverse DNS card shows and offers (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"), as
 * plain data: the request that leads (the open one, else the newest), the earlier ones, and which
 * actions the viewer's side has. The server refuses the same things; this only hides what it would refuse.
 */
export interface ReverseDnsView {
  current: ReverseDnsRequest | null;
  earlier: ReverseDnsRequest[];
  /** The buyer may send a new request: the order is eligible and nothing is open. */
  canAsk: boolean;
  /** The buyer may withdraw the open request. */
  canWithdraw: boolean;
  /** The seller may mark the open request done (the order must still be eligible). */
  canMarkDone: boolean;
  /** The seller may decline the open request (also once the order has ended). */
  canDecline: boolean;
}

/** What the card shows and offers: the buyer asks and withdraws, the seller decides; staff only read. */
export function describeReverseDns(
  data: OrderReverseDns,
  as: 'leaser' | 'monetizer' | 'staff',
): ReverseDnsView {
  // Newest first from the server; at most one is open.
  const open = data.requests.find((request) => request.status === 'open') ?? null;
  const current = open ?? data.requests[0] ?? null;
  const earlier = data.requests.filter((request) => request !== current);
  const isBuyer = as === 'leaser';
  const isSeller = as === 'monetizer';
  return {
    current,
    earlier,
    canAsk: isBuyer && data.isEligible && open === null,
    canWithdraw: isBuyer && open !== null,
    canMarkDone: isSeller && open !== null && data.isEligible,
    canDecline: isSeller && open !== null,
  };
}

export const REVERSE_DNS_STATUS_LABELS: Record<ReverseDnsStatus, string> = {
  open: 'Open',
  done: 'Done',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const REVERSE_DNS_STATUS_TONES: Record<ReverseDnsStatus, BadgeTone> = {
  open: 'blue',
  done: 'green',
  declined: 'red',
  withdrawn: 'grey',
};
