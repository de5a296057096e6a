import { asIssue, type Message } from './messages';
import { z } from 'zod';
import { formatCents, parseDollarsToCents } from './format';
import { CHECKOUT_FEE_CENTS } from './money';
import { LEASE_PERIODS, type LeasePeriod } from './orders';

/**
 * Auctions (/auctions, /auction/{id}, /create-auction and the admin auctions tab; docs/PRODUCT.md
 * "Auctions"). Money is integer cents on the wire; the bid rules below are the one
 * definition the server enforces and the place-bid panel previews.
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

const message = (title: string, description: string): Message => ({ title, description });

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

/* ---------- create auction ---------- */

/** What the form sends: dollars as typed, times as ISO strings. Checked by checkCreateAuctionInput. */
export const createAuctionInputSchema = z.object({
  ipBlockId: z.string().max(64).optional(),
  reservePrice: z.union([z.string().max(20), z.number()]).optional(),
  buyNowPrice: z
    .union([z.string().max(20), z.number()])
    .nullable()
    .optional(),
  minBidIncrement: z
    .union([z.string().max(20), z.number()])
    .nullable()
    .optional(),
  leasePeriod: z.enum(LEASE_PERIODS).optional(),
  startTime: z.string().max(40).optional(),
  endTime: z.string().max(40).optional(),
});
export type CreateAuctionInput = z.input<typeof createAuctionInputSchema>;

export interface CheckedAuctionInput {
  ipBlockId: string;
  reservePrice: number;
  buyNowPrice: number | null;
  minBidIncrement: number;
  leasePeriod: LeasePeriod;
  startTime: Date;
  endTime: Date;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const toCents = (value: string | number) => {
  const cents = parseDollarsToCents(value);
  return cents !== null && cents > 0 && cents <= MAX_AUCTION_CENTS ? cents : null;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Create auction: what is required, plus the rules a careful operator adds (prices, dates;
 * docs/PRODUCT.md "Creating an auction").
 */
export function checkCreateAuctionInput(
  input: CreateAuctionInput,
  now: Date,
): { ok: true; value: CheckedAuctionInput } | { ok: false; message: Message } {
  if (
    isBlank(input.ipBlockId) ||
    isBlank(input.reservePrice) ||
    isBlank(input.startTime) ||
    isBlank(input.endTime)
  ) {
    return { ok: false, message: AUCTION_MESSAGES.missingFields };
  }
  if (!UUID.test(input.ipBlockId!)) return { ok: false, message: AUCTION_MESSAGES.blockNotAvailable };
  const reservePrice = toCents(input.reservePrice!);
  if (reservePrice === null) return { ok: false, message: AUCTION_MESSAGES.invalidReserve };
  let buyNowPrice: number | null = null;
  if (!isBlank(input.buyNowPrice)) {
    buyNowPrice = toCents(input.buyNowPrice!);
    if (buyNowPrice === null || buyNowPrice <= reservePrice)
      return { ok: false, message: AUCTION_MESSAGES.invalidBuyNow };
  }
  let minBidIncrement = DEFAULT_MIN_BID_INCREMENT_CENTS;
  if (!isBlank(input.minBidIncrement)) {
    const increment = toCents(input.minBidIncrement!);
    if (increment === null) return { ok: false, message: AUCTION_MESSAGES.invalidIncrement };
    minBidIncrement = increment;
  }
  const requestedStart = new Date(input.startTime!);
  const endTime = new Date(input.endTime!);
  if (Number.isNaN(requestedStart.getTime()) || Number.isNaN(endTime.getTime())) {
    return { ok: false, message: AUCTION_MESSAGES.invalidTimes };
  }
  if (requestedStart.getTime() < now.getTime() - AUCTION_START_GRACE_MS) {
    return { ok: false, message: AUCTION_MESSAGES.startInPast };
  }
  const startTime = requestedStart < now ? now : requestedStart;
  if (endTime <= startTime || endTime.getTime() - startTime.getTime() > MAX_AUCTION_DAYS * 86_400_000) {
    return { ok: false, message: AUCTION_MESSAGES.invalidTimes };
  }
  return {
    ok: true,
    value: {
      ipBlockId: input.ipBlockId!.toLowerCase(),
      reservePrice,
      buyNowPrice,
      minBidIncrement,
      leasePeriod: input.leasePeriod ?? 'month',
      startTime,
      endTime,
    },
  };
}

/* ---------- wire shapes ---------- */

export const bidInputSchema = z.object({
  amountCents: z
    .number(asIssue(AUCTION_MESSAGES.invalidBid))
    .int(asIssue(AUCTION_MESSAGES.invalidBid))
    .min(1, asIssue(AUCTION_MESSAGES.invalidBid))
    .max(MAX_AUCTION_CENTS, asIssue(AUCTION_MESSAGES.invalidBid)),
});
export type BidInput = z.input<typeof bidInputSchema>;

export const auctionSummarySchema = z.object({
  id: z.string(),
  cidr: z.string(),
  countryCode: z.string().nullable(),
  rir: z.string(),
  /** Public like a listing's provider: the card offers Buy Now to everyone but the seller. */
  sellerId: z.string(),
  sellerName: z.string(),
  reservePrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  minBidIncrement: z.number().int(),
  leasePeriod: z.enum(LEASE_PERIODS),
  currentBid: z.number().int().nullable(),
  bidCount: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(AUCTION_STATUSES),
});
export type AuctionSummary = z.infer<typeof auctionSummarySchema>;

export const auctionListSchema = z.object({
  auctions: z.array(auctionSummarySchema),
  /** The server's clock when the list was read: remaining time is counted from it. */
  serverTime: z.string(),
});
export type AuctionList = z.infer<typeof auctionListSchema>;

export const auctionBidSchema = z.object({
  id: z.string(),
  bidderName: z.string(),
  amount: z.number().int(),
  bidTime: z.string(),
  isMine: z.boolean(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

export const auctionDetailSchema = z.object({
  auction: auctionSummarySchema.extend({
    sellerId: z.string(),
    outcome: z.enum(AUCTION_OUTCOMES).nullable(),
    minimumNextBid: z.number().int(),
    isBuyNowOpen: z.boolean(),
    isOwn: z.boolean(),
    isLeading: z.boolean(),
    winnerName: z.string().nullable(),
  }),
  bids: z.array(auctionBidSchema),
  serverTime: z.string(),
});
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** Pushed on `auction:<id>` when a bid is accepted, and on `auctions` when any auction changes. */
export const auctionChangedEventSchema = z.object({
  auctionId: z.string(),
  currentBid: z.number().int().nullable(),
  bidCount: z.number().int(),
  endTime: z.string(),
  status: z.enum(AUCTION_STATUSES),
  bid: auctionBidSchema.omit({ isMine: true }).extend({ bidderId: z.string() }).nullable(),
});
export type AuctionChangedEvent = z.infer<typeof auctionChangedEventSchema>;

export const placeBidResultSchema = z.object({
  title: z.string(),
  message: z.string(),
  bid: auctionBidSchema,
  endTime: z.string(),
});
export type PlaceBidResult = z.infer<typeof placeBidResultSchema>;

export const buyNowResultSchema = z.object({ title: z.string(), message: z.string(), orderId: z.string() });
export type BuyNowResult = z.infer<typeof buyNowResultSchema>;

export const createAuctionResultSchema = z.object({
  title: z.string(),
  message: z.string(),
  auctionId: z.string(),
});
export type CreateAuctionResult = z.infer<typeof createAuctionResultSchema>;

/** The seller's own auctions, any status (the create page lists them under the form). */
export const ownAuctionSchema = auctionSummarySchema.extend({
  outcome: z.enum(AUCTION_OUTCOMES).nullable(),
  rejectionReason: z.string().nullable(),
});
export type OwnAuction = z.infer<typeof ownAuctionSchema>;

/** A block the seller may put up for auction (the create form's choices). */
export const auctionableBlockSchema = z.object({
  id: z.string(),
  cidr: z.string(),
  countryCode: z.string().nullable(),
});
export type AuctionableBlock = z.infer<typeof auctionableBlockSchema>;

/** The admin auctions tab: cidr, seller email, reserve price, end date. */
export const pendingAuctionSchema = z.object({
  id: z.string(),
  cidr: z.string(),
  sellerEmail: z.string(),
  sellerName: z.string(),
  reservePrice: z.number().int(),
  buyNowPrice: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
});
export type PendingAuction = z.infer<typeof pendingAuctionSchema>;

export const rejectAuctionInputSchema = z.object({ reason: z.string().max(1000).optional() });

/** GET /api/auctions: the search box. */
export const auctionListQuerySchema = z.object({
  search: z.string().max(AUCTION_SEARCH_MAX_LENGTH).optional(),
});

/** GET /api/auctions/blocks: the seller's blocks that can be auctioned, and the server's clock. */
export const auctionableBlockListSchema = z.object({
  blocks: z.array(auctionableBlockSchema),
  serverTime: z.string(),
});
export type AuctionableBlockList = z.infer<typeof auctionableBlockListSchema>;

/** GET /api/auctions/mine. */
export const ownAuctionListSchema = z.object({ auctions: z.array(ownAuctionSchema) });
export type OwnAuctionList = z.infer<typeof ownAuctionListSchema>;

/** GET /api/admin/auctions. */
export const pendingAuctionListSchema = z.object({ auctions: z.array(pendingAuctionSchema) });
export type PendingAuctionList = z.infer<typeof pendingAuctionListSchema>;
