import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuctionSummary } from '@netlease/shared/auctions';
import { AUCTION_MESSAGES, isBuyNowOpen } from '@netlease/shared/auctions-constants';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { auctionKey } from './get-auction';

export const buyNow = (auctionId: string, idempotencyKey: string) =>
  callRoute(auctionRoutes.buyNow, {
    params: { id: auctionId },
    headers: { 'idempotency-key': idempotencyKey },
  });

/**
 * Buy Now with one Idempotency-Key per auction page: a repeat of the press (a double submit, a retry
 * after a lost answer) gets the first answer and never buys twice (docs/PRODUCT.md "Checkout").
 */
export function useBuyNow(auctionId: string) {
  const queryClient = useQueryClient();
  const { key: idempotencyKey } = useIdempotencyKey();
  return useMutation({
    mutationFn: () => buyNow(auctionId, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKey(auctionId) }),
  });
}

/** The address that opens an auction's page with the Buy Now confirmation (the cards link here). */
export const buyNowPath = (auctionId: string) => `/auction/${auctionId}?buy=now`;

export type BuyNowAvailability =
  | { isOpen: true; price: number }
  | { isOpen: false; price: null }
  | { isOpen: false; price: number; why: 'ended' | 'own' | 'not-started' | 'closed'; reason: string };

/**
 * Whether this viewer may buy the auction now, and if not, why: a buy-now price is never shown
 * beside no button without a reason. The server decides the same way under the auction's row lock
 * (docs/decisions/050-auctions.md "Buy Now": while no bid has reached the reserve).
 */
export function buyNowAvailability(
  auction: Pick<
    AuctionSummary,
    'buyNowPrice' | 'reservePrice' | 'currentBid' | 'status' | 'startTime' | 'endTime'
  >,
  now: number,
  isOwn = false,
): BuyNowAvailability {
  const price = auction.buyNowPrice;
  if (price === null) return { isOpen: false, price };
  if (auction.status !== 'live' || now >= new Date(auction.endTime).getTime()) {
    return { isOpen: false, price, why: 'ended', reason: 'Closed: the auction has ended.' };
  }
  if (isOwn) {
    return { isOpen: false, price, why: 'own', reason: 'Your auction: bidders may buy it at this price.' };
  }
  if (now < new Date(auction.startTime).getTime()) {
    return { isOpen: false, price, why: 'not-started', reason: 'Opens when the auction starts.' };
  }
  if (!isBuyNowOpen(auction)) {
    return { isOpen: false, price, why: 'closed', reason: AUCTION_MESSAGES.buyNowUnavailable.description };
  }
  return { isOpen: true, price };
}
