import { type Message, message } from './messages';
import { formatCents } from './format';
import { CHECKOUT_FEE_CENTS } from './money-constants';

/**
 * Auction constants, messages and the bid rules (docs/PRODUCT.md "Auctions"), free of zod so the
 * public /auctions page loads light (as catalog-constants.ts and marketplace-constants.ts). The zod
 * contracts are in auctions.ts, which re-exports all of this. The bid rules here are the one definition
 * the server enforces and the place-bid panel previews.
 */

/**
 * Pending_approval on creation, live once approved; rejected ones are cancelled
 * (docs/PRODUCT.md "Creating an auction").
 */
export const AUCTION_STATUSES = ['pending_approval', 'live', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
/** How an ended auction ended. */
export const AUCTION_OUTCOMES = ['sold', 'bought_now', 'unsold'] as const;
export type AuctionOutcome = (typeof AUCTION_OUTCOMES)[number];

/** The default minimum bid increment, $10 (docs/PRODUCT.md "Creating an auction"). */
export const DEFAULT_MIN_BID_INCREMENT_CENTS = 1_000;
/** Soft close: a bid in the last 2 minutes moves the end to 2 minutes after that bid. */
export const SOFT_CLOSE_MS = 2 * 60_000;
/** A typo guard on prices ($100,000,000), not a business rule. */
export const MAX_AUCTION_CENTS = 10_000_000_000;
/** An auction runs at most this long, so a typo in the year does not lock a block for decades. */
export const MAX_AUCTION_DAYS = 90;
/**
 * A start this close to now counts as 'now': the form's date field has minutes only, and the request
 * takes a moment to arrive. Anything earlier is refused (docs/PRODUCT.md "Auctions").
 */
export const AUCTION_START_GRACE_MS = 5 * 60_000;
export const AUCTION_LIST_LIMIT = 200;
export const AUCTION_BIDS_LIMIT = 200;
export const AUCTION_SEARCH_MAX_LENGTH = 100;
/** The fee a winner pays on top of the bid (as at checkout); it is held along with the bid. */
export const AUCTION_FEE_CENTS = CHECKOUT_FEE_CENTS;

export const auctionTopic = (auctionId: string) => `auction:${auctionId}`;
export const AUCTIONS_TOPIC = 'auctions';

/** Messages of auctions and bids (docs/PRODUCT.md "Auctions"). */
export const AUCTION_MESSAGES = {
  fetchFailed: message('Error fetching auctions', 'Please try again later.'),
  detailFetchFailed: message('Error fetching auction details', 'Please try again later.'),
  notFound: message('Error fetching auction details', 'Auction not found'),
  loginRequired: message('Login Required', 'You must be logged in to place a bid.'),
  invalidBid: message('Invalid Bid', 'Please enter a valid bid amount.'),
  bidPlaced: message('Bid Placed!', 'You are now the highest bidder.'),
  bidFailed: message('Bid Failed', 'Please try again later.'),
  ownAuction: message('Bid Failed', 'You cannot bid on your own auction.'),
  notStarted: message('Bid Failed', 'This auction has not started yet.'),
  auctionEnded: message('Auction Ended', 'Bidding on this auction is closed.'),
  insufficientFunds: message(
    'Insufficient Funds',
    `Your wallet balance is too low: a bid holds its amount plus the ${formatCents(AUCTION_FEE_CENTS)} fee until you are outbid.`,
  ),
  buyNowInsufficientFunds: message('Insufficient Funds', 'Your wallet balance is too low.'),
  buyNowUnavailable: message(
    'Buy Now unavailable',
    'Buy Now is closed: a bid has already reached the reserve price.',
  ),
  ownAuctionBuy: message('Payment failed', 'You cannot buy your own auction.'),
  // create
  missingFields: message(
    'Missing fields',
    'Please choose an IP block and fill in the reserve price, start time and end time.',
  ),
  invalidReserve: message('Invalid price', 'Please enter a reserve price in dollars above 0, such as 500.'),
  invalidBuyNow: message('Invalid buy-now price', 'The buy-now price must be higher than the reserve price.'),
  invalidIncrement: message(
    'Invalid increment',
    'The minimum bid increment must be a dollar amount above 0.',
  ),
  startInPast: message('Invalid dates', 'The start time must be now or later.'),
  invalidTimes: message(
    'Invalid dates',
    `The end time must be in the future, after the start time, and at most ${MAX_AUCTION_DAYS} days away.`,
  ),
  blockNotAvailable: message('Submission Failed', 'Please choose one of your approved IP blocks.'),
  blockInAuction: message('Submission Failed', 'This IP block is already in an open auction.'),
  blockLeased: message('Submission Failed', 'This IP block is leased and cannot be auctioned now.'),
  auctionSubmitted: message('Auction Submitted!', 'Your auction is pending admin approval.'),
  // admin
  approveEnded: message(
    'Error performing action',
    'The end time of this auction has passed; reject it instead.',
  ),
  notPending: message('Error performing action', 'This auction is no longer waiting for approval.'),
} as const satisfies Record<string, Message>;

/** 'Bid Too Low' (Your bid must be higher than the current bid of $X.) */
export const bidTooLowMessage = (currentCents: number): Message =>
  message('Bid Too Low', `Your bid must be higher than the current bid of ${formatCents(currentCents)}.`);
/** 'Minimum next bid is $X.' */
export const minimumNextBidMessage = (minimumCents: number): Message =>
  message('Bid Too Low', `Minimum next bid is ${formatCents(minimumCents)}.`);

/** Reserve when there are no bids, else the current bid plus the increment (docs/PRODUCT.md "Bidding"). */
export function minimumNextBid(auction: {
  reservePrice: number;
  minBidIncrement: number;
  currentBid: number | null;
}): number {
  return auction.currentBid === null ? auction.reservePrice : auction.currentBid + auction.minBidIncrement;
}

/** The one bid check (server under the auction's row lock; the panel as a preview). */
export function checkBidAmount(
  auction: { reservePrice: number; minBidIncrement: number; currentBid: number | null },
  amountCents: number,
): { ok: true } | { ok: false; message: Message } {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AUCTION_CENTS) {
    return { ok: false, message: AUCTION_MESSAGES.invalidBid };
  }
  if (auction.currentBid !== null && amountCents <= auction.currentBid) {
    return { ok: false, message: bidTooLowMessage(auction.currentBid) };
  }
  const minimum = minimumNextBid(auction);
  if (amountCents < minimum) return { ok: false, message: minimumNextBidMessage(minimum) };
  return { ok: true };
}

/** Buy Now is offered only while no bid has reached the reserve price. */
export const isBuyNowOpen = (auction: {
  buyNowPrice: number | null;
  reservePrice: number;
  currentBid: number | null;
}) =>
  auction.buyNowPrice !== null && (auction.currentBid === null || auction.currentBid < auction.reservePrice);

/** The soft-close rule: the end time after a bid at `bidTime`. */
export function endTimeAfterBid(endTime: Date, bidTime: Date): Date {
  return endTime.getTime() - bidTime.getTime() < SOFT_CLOSE_MS
    ? new Date(bidTime.getTime() + SOFT_CLOSE_MS)
    : endTime;
}

/** Days, hours, minutes and seconds left; all zero once the time is up. */
export function splitRemaining(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * How a bidder is named on an auction (docs/PRODUCT.md "Bidding"): by their number, in the order of
 * their first bid on it, to everyone but themselves ('You') and staff or admins (their name).
 */
export const bidderLabel = (bidderNumber: number) => `Bidder ${bidderNumber}`;
export const OWN_BIDDER_LABEL = 'You';

export function bidderNameFor(
  viewer: { id: string; role: string } | null,
  bidder: { id: string; name: string; number: number | undefined },
): string {
  if (viewer?.id === bidder.id) return OWN_BIDDER_LABEL;
  if (viewer?.role === 'staff' || viewer?.role === 'admin') return bidder.name;
  // A Buy Now buyer (who never bid) has no number.
  return bidder.number === undefined ? 'a buyer' : bidderLabel(bidder.number);
}

/**
 * What a bid buys, in words: the auction's price is for the whole lease term, paid once (docs/PRODUCT.md
 * "Creating an auction": the winner leases the whole block for one term, with no auto-renew).
 */
export function bidMeaning(auction: { cidr: string; leasePeriod: string }) {
  return `A bid is the total price for the whole term: one ${auction.leasePeriod} of ${auction.cidr}, paid once by the winner, with no auto-renew.`;
}
