import { describe, expect, it } from 'vitest';
import {
  bidMeaning,
  bidderNameFor,
  checkBidAmount,
  checkCreateAuctionInput,
  endTimeAfterBid,
  isBuyNowOpen,
  minimumNextBid,
  splitRemaining,
} from './auctions';

const auction = { reservePrice: 10_000, minBidIncrement: 1_000, currentBid: null as number | null };

describe('bid rules (PRODUCT.md "Bidding")', () => {
  it('asks for the reserve first, then the current bid plus the increment', () => {
    expect(minimumNextBid(auction)).toBe(10_000);
    expect(minimumNextBid({ ...auction, currentBid: 12_000 })).toBe(13_000);
  });

  it('answers Invalid Bid, then the two Bid Too Low messages', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(checkBidAmount(auction, amount)).toMatchObject({ ok: false, message: { title: 'Invalid Bid' } });
    }
    expect(checkBidAmount(auction, 9_999)).toMatchObject({
      ok: false,
      message: { title: 'Bid Too Low', description: 'Minimum next bid is $100.00.' },
    });
    expect(checkBidAmount(auction, 10_000)).toEqual({ ok: true });
    const led = { ...auction, currentBid: 12_000 };
    expect(checkBidAmount(led, 12_000)).toMatchObject({
      message: { description: 'Your bid must be higher than the current bid of $120.00.' },
    });
    expect(checkBidAmount(led, 12_999)).toMatchObject({
      message: { description: 'Minimum next bid is $130.00.' },
    });
    expect(checkBidAmount(led, 13_000)).toEqual({ ok: true });
  });

  it('extends the end by soft close only in the last 2 minutes', () => {
    const end = new Date('2026-01-01T12:00:00Z');
    expect(endTimeAfterBid(end, new Date('2026-01-01T11:57:59Z'))).toEqual(end);
    expect(endTimeAfterBid(end, new Date('2026-01-01T11:59:30Z'))).toEqual(new Date('2026-01-01T12:01:30Z'));
  });

  it('offers Buy Now only while no bid has reached the reserve', () => {
    expect(isBuyNowOpen({ ...auction, buyNowPrice: 50_000 })).toBe(true);
    expect(isBuyNowOpen({ ...auction, buyNowPrice: 50_000, currentBid: 10_000 })).toBe(false);
    expect(isBuyNowOpen({ ...auction, buyNowPrice: null })).toBe(false);
  });

  it('splits remaining time into days, hours, minutes and seconds', () => {
    expect(splitRemaining(((26 * 60 + 3) * 60 + 4) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('create auction input', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const valid = {
    ipBlockId: '6f1c1f4e-8d0a-4c47-9a55-3b0b6d8f2a10',
    reservePrice: '500',
    startTime: '2026-01-01T12:00:00Z',
    endTime: '2026-01-08T12:00:00Z',
  };

  it('turns dollars into cents and defaults the increment to $10 and the term to a month', () => {
    expect(checkCreateAuctionInput({ ...valid, buyNowPrice: '900.50' }, now)).toMatchObject({
      ok: true,
      value: { reservePrice: 50_000, buyNowPrice: 90_050, minBidIncrement: 1_000, leasePeriod: 'month' },
    });
  });

  it('needs block, reserve, start and end', () => {
    for (const key of ['ipBlockId', 'reservePrice', 'startTime', 'endTime'] as const) {
      expect(checkCreateAuctionInput({ ...valid, [key]: '' }, now)).toMatchObject({
        ok: false,
        message: { title: 'Missing fields' },
      });
    }
  });

  it('refuses an end in the past, before the start or too far away', () => {
    for (const endTime of ['2026-01-01T11:00:00Z', '2025-12-31T00:00:00Z', '2026-06-01T00:00:00Z', 'soon']) {
      expect(checkCreateAuctionInput({ ...valid, endTime }, now)).toMatchObject({
        message: { title: 'Invalid dates' },
      });
    }
  });
});

describe('bidder names (PRODUCT.md "Bidding")', () => {
  const bidder = { id: 'u2', name: 'Nina Bidder', number: 2 };

  it('shows the number to visitors, other users and the seller; You to the bidder; the name to staff', () => {
    expect(bidderNameFor(null, bidder)).toBe('Bidder 2');
    expect(bidderNameFor({ id: 'u3', role: 'leaser' }, bidder)).toBe('Bidder 2');
    expect(bidderNameFor({ id: 'seller', role: 'monetizer' }, bidder)).toBe('Bidder 2');
    expect(bidderNameFor({ id: 'u2', role: 'leaser' }, bidder)).toBe('You');
    expect(bidderNameFor({ id: 's', role: 'staff' }, bidder)).toBe('Nina Bidder');
    expect(bidderNameFor({ id: 'a', role: 'admin' }, bidder)).toBe('Nina Bidder');
  });

  it('says a bid is the price of the whole term', () => {
    expect(bidMeaning({ cidr: '198.51.100.0/24', leasePeriod: 'quarter' })).toBe(
      'A bid is the total price for the whole term: one quarter of 198.51.100.0/24, paid once by the winner, with no auto-renew.',
    );
  });
});
