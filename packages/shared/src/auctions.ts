import { asIssue, type Message } from './messages';
import { z } from 'zod';
import { parseDollarsToCents } from './format';
import { LEASE_PERIODS, type LeasePeriod } from './orders-constants';
import {
  AUCTION_SEARCH_MAX_LENGTH,
  AUCTION_MESSAGES,
  AUCTION_OUTCOMES,
  AUCTION_STATUSES,
  AUCTION_START_GRACE_MS,
  DEFAULT_MIN_BID_INCREMENT_CENTS,
  MAX_AUCTION_CENTS,
  MAX_AUCTION_DAYS,
} from './auctions-constants';
import { multiLineText, singleLineText } from './text';

/**
 * Auctions (/auctions, /auction/{id}, /create-auction and the admin auctions tab; docs/PRODUCT.md
 * "Auctions"): the zod contracts. Constants, messages and the bid rules live in auctions-constants.ts
 * (no zod), so the public /auctions page does not load zod; re-exported here for everyone else.
 */
export * from './auctions-constants';

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
  /** The bidder's number on this auction, in the order of their first bid (bidderLabel). */
  bidderNumber: z.number().int(),
  /** As the viewer may see the bidder: 'You', 'Bidder 2', or the name for staff and admins. */
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
    /** The winner as the viewer may see them (bidderNameFor). */
    winnerName: z.string().nullable(),
    /** The viewer's own bidder number here, once they have bid: a live bid of this number is theirs. */
    myBidderNumber: z.number().int().nullable(),
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
  /** The topics are public: the bidder is named by number only, never by id or name. */
  bid: auctionBidSchema.omit({ isMine: true }).nullable(),
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

export const rejectAuctionInputSchema = z.object({
  reason: z.string().max(1000).check(multiLineText('reason')).optional(),
});

/** GET /api/auctions: the search box. */
export const auctionListQuerySchema = z.object({
  search: z.string().max(AUCTION_SEARCH_MAX_LENGTH).check(singleLineText('search')).optional(),
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
