import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@netlease/shared/auctions-constants';
import { buyNowAvailability, buyNowPath } from './buy-now';

const START = Date.parse('2026-05-01T10:00:00Z');
const END = Date.parse('2026-05-08T10:00:00Z');
const DURING = Date.parse('2026-05-04T10:00:00Z');
const LIVE = {
  buyNowPrice: 50_000,
  reservePrice: 20_000,
  currentBid: 10_000,
  status: 'live' as const,
  startTime: new Date(START).toISOString(),
  endTime: new Date(END).toISOString(),
};

describe('buyNowAvailability', () => {
  it('is open on a live auction while no bid has reached the reserve', () => {
    expect(buyNowAvailability(LIVE, DURING)).toEqual({ isOpen: true, price: 50_000 });
    expect(buyNowAvailability({ ...LIVE, currentBid: null }, DURING)).toEqual({
      isOpen: true,
      price: 50_000,
    });
  });

  it('has nothing to say about an auction without a buy-now price', () => {
    expect(buyNowAvailability({ ...LIVE, buyNowPrice: null }, DURING)).toEqual({
      isOpen: false,
      price: null,
    });
  });

  it('closes once a bid reaches the reserve, with the product message', () => {
    expect(buyNowAvailability({ ...LIVE, currentBid: 20_000 }, DURING)).toEqual({
      isOpen: false,
      price: 50_000,
      why: 'closed',
      reason: AUCTION_MESSAGES.buyNowUnavailable.description,
    });
  });

  it('closes at the end time, and when the auction is no longer live', () => {
    const ended = { isOpen: false, price: 50_000, why: 'ended', reason: 'Closed: the auction has ended.' };
    expect(buyNowAvailability(LIVE, END)).toEqual(ended);
    expect(buyNowAvailability({ ...LIVE, status: 'ended' }, DURING)).toEqual(ended);
  });

  it('is not open before the start time', () => {
    expect(buyNowAvailability(LIVE, START - 1)).toMatchObject({ isOpen: false, why: 'not-started' });
    expect(buyNowAvailability(LIVE, START)).toEqual({ isOpen: true, price: 50_000 });
  });

  it('tells the seller of their own auction that bidders may buy it, before it starts too', () => {
    const own = {
      isOpen: false,
      price: 50_000,
      why: 'own',
      reason: 'Your auction: bidders may buy it at this price.',
    };
    expect(buyNowAvailability(LIVE, DURING, true)).toEqual(own);
    expect(buyNowAvailability(LIVE, START - 1, true)).toEqual(own);
  });

  it('says an ended auction has ended, even to its seller', () => {
    expect(buyNowAvailability(LIVE, END, true)).toMatchObject({ why: 'ended' });
  });
});

describe('buyNowPath', () => {
  it("opens the auction's page with the Buy Now confirmation", () => {
    expect(buyNowPath('a1b2')).toBe('/auction/a1b2?buy=now');
  });
});
