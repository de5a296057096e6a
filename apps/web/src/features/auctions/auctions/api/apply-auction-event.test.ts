import { describe, expect, it } from 'vitest';
import type { AuctionChangedEvent, AuctionDetail } from '@netlease/shared/auctions';
import { applyAuctionEvent } from './apply-auction-event';

/** The viewer's own bidder number on the auction (their first bid made them Bidder 2). */
const VIEWER = 2;
const OTHER = 1;

function detail(overrides: Partial<AuctionDetail['auction']> = {}): AuctionDetail {
  return {
    auction: {
      id: 'auction-1',
      cidr: '2001:db8::/48',
      countryCode: 'NL',
      rir: 'ripe',
      sellerId: 'seller-1',
      sellerName: 'Seller',
      reservePrice: 10_000,
      buyNowPrice: 50_000,
      minBidIncrement: 500,
      leasePeriod: 'month',
      currentBid: null,
      bidCount: 0,
      startTime: '2026-11-25T10:00:00.000Z',
      endTime: '2026-11-26T10:00:00.000Z',
      status: 'live',
      outcome: null,
      minimumNextBid: 10_000,
      isBuyNowOpen: true,
      isOwn: false,
      isLeading: false,
      winnerName: null,
      myBidderNumber: VIEWER,
      ...overrides,
    },
    bids: [],
    serverTime: '2026-11-25T12:00:00.000Z',
  };
}

function bidEvent(amount: number, bidderNumber: number, id = `bid-${amount}`): AuctionChangedEvent {
  return {
    auctionId: 'auction-1',
    currentBid: amount,
    bidCount: 1,
    endTime: '2026-11-26T10:05:00.000Z',
    status: 'live',
    bid: {
      id,
      bidderNumber,
      bidderName: `Bidder ${bidderNumber}`,
      amount,
      bidTime: '2026-11-25T12:00:01.000Z',
    },
  };
}

describe('applyAuctionEvent', () => {
  it('shows a higher bid at once: figures, the next minimum, the history and who leads', () => {
    const next = applyAuctionEvent(detail(), bidEvent(12_000, VIEWER))!;
    expect(next.auction).toMatchObject({
      currentBid: 12_000,
      bidCount: 1,
      minimumNextBid: 12_500,
      endTime: '2026-11-26T10:05:00.000Z',
      isLeading: true,
    });
    expect(next.bids).toEqual([
      {
        id: 'bid-12000',
        bidderNumber: VIEWER,
        bidderName: 'You',
        amount: 12_000,
        bidTime: '2026-11-25T12:00:01.000Z',
        isMine: true,
      },
    ]);
  });

  it("marks someone else's bid as not the viewer's and not leading", () => {
    const next = applyAuctionEvent(detail({ isLeading: true }), bidEvent(12_000, OTHER))!;
    expect(next.auction.isLeading).toBe(false);
    expect(next.bids[0]!.isMine).toBe(false);
  });

  it('closes Buy Now once a bid reaches the reserve, and never reopens it', () => {
    expect(applyAuctionEvent(detail(), bidEvent(10_000, OTHER))!.auction.isBuyNowOpen).toBe(false);
    const closed = detail({ isBuyNowOpen: false });
    expect(applyAuctionEvent(closed, bidEvent(9_000, OTHER))!.auction.isBuyNowOpen).toBe(false);
  });

  it('adds a bid once when its event arrives twice (two topics, or a reconnect)', () => {
    const once = applyAuctionEvent(detail(), bidEvent(12_000, OTHER));
    const twice = applyAuctionEvent(once, bidEvent(12_000, OTHER))!;
    expect(twice.bids).toHaveLength(1);
    expect(twice.auction.currentBid).toBe(12_000);
  });

  it('ignores a bid that arrives after a higher one (events can overtake each other)', () => {
    const higher = applyAuctionEvent(detail(), bidEvent(13_000, OTHER));
    const late = applyAuctionEvent(higher, bidEvent(12_000, VIEWER));
    expect(late).toBe(higher);
  });

  it('takes status and end time from an event without a bid (closed, extended)', () => {
    const event: AuctionChangedEvent = {
      ...bidEvent(0, OTHER),
      bid: null,
      status: 'ended',
      endTime: '2026-11-25T12:30:00.000Z',
    };
    const next = applyAuctionEvent(detail(), event)!;
    expect(next.auction.status).toBe('ended');
    expect(next.auction.endTime).toBe('2026-11-25T12:30:00.000Z');
    expect(next.bids).toEqual([]);
  });

  it("leaves another auction's page and a page not loaded yet alone", () => {
    const page = detail();
    expect(applyAuctionEvent(page, { ...bidEvent(12_000, OTHER), auctionId: 'auction-2' })).toBe(page);
    expect(applyAuctionEvent(undefined, bidEvent(12_000, OTHER))).toBeUndefined();
  });

  it('shows a visitor (no bidder number) the bid by number, without marking it theirs', () => {
    const next = applyAuctionEvent(detail({ myBidderNumber: null }), bidEvent(12_000, OTHER))!;
    expect(next.bids[0]!.bidderName).toBe('Bidder 1');
    expect(next.auction.isLeading).toBe(false);
    expect(next.bids[0]!.isMine).toBe(false);
  });
});
