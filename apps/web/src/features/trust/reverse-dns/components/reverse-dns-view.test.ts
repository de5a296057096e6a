import { describe, expect, it } from 'vitest';
import type { OrderReverseDns, ReverseDnsRequest } from '@netlease/shared/reverse-dns';
import { describeReverseDns } from './reverse-dns-view';

const request = (id: string, status: ReverseDnsRequest['status']): ReverseDnsRequest => ({
  id,
  orderId: 'order-1',
  prefix: '203.0.113.0/24',
  zones: ['113.0.203.in-addr.arpa'],
  nameServers: ['ns1.example.net', 'ns2.example.net'],
  status,
  declineReason: status === 'declined' ? 'Not yet.' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: status === 'open' ? null : '2026-01-02T00:00:00.000Z',
});

const view = (requests: ReverseDnsRequest[], isEligible = true): OrderReverseDns => ({
  orderId: 'order-1',
  prefix: '203.0.113.0/24',
  zones: ['113.0.203.in-addr.arpa'],
  isEligible,
  requests,
});

describe('describeReverseDns', () => {
  it('offers the buyer the form when nothing is open, and nothing to the seller', () => {
    const done = request('a', 'done');
    expect(describeReverseDns(view([done]), 'leaser')).toEqual({
      current: done,
      earlier: [],
      canAsk: true,
      canWithdraw: false,
      canMarkDone: false,
      canDecline: false,
    });
    expect(describeReverseDns(view([]), 'monetizer')).toMatchObject({
      current: null,
      canAsk: false,
      canMarkDone: false,
      canDecline: false,
    });
  });

  it('leads with the open request: the buyer may withdraw it, the seller decide it', () => {
    const open = request('b', 'open');
    const declined = request('a', 'declined');
    expect(describeReverseDns(view([open, declined]), 'leaser')).toMatchObject({
      current: open,
      earlier: [declined],
      canAsk: false,
      canWithdraw: true,
    });
    expect(describeReverseDns(view([open, declined]), 'monetizer')).toMatchObject({
      canWithdraw: false,
      canMarkDone: true,
      canDecline: true,
    });
  });

  it('shows staff the requests and offers them nothing', () => {
    const open = request('b', 'open');
    const declined = request('a', 'declined');
    expect(describeReverseDns(view([open, declined]), 'staff')).toEqual({
      current: open,
      earlier: [declined],
      canAsk: false,
      canWithdraw: false,
      canMarkDone: false,
      canDecline: false,
    });
  });

  it('on an order that is no longer eligible, only declining and withdrawing are left', () => {
    const open = request('b', 'open');
    expect(describeReverseDns(view([open], false), 'monetizer')).toMatchObject({
      canMarkDone: false,
      canDecline: true,
    });
    expect(describeReverseDns(view([open], false), 'leaser')).toMatchObject({
      canAsk: false,
      canWithdraw: true,
    });
    expect(describeReverseDns(view([], false), 'leaser').canAsk).toBe(false);
  });
});
