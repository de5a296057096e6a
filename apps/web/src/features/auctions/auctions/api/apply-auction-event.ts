import type { AuctionChangedEvent, AuctionDetail } from '@netlease/shared/auctions';
import { OWN_BIDDER_LABEL, isBuyNowOpen, minimumNextBid } from '@netlease/shared/auctions-constants';

/**
 * Shows a live bid at once, before the page reads the auction again: the bid joins the history
 * (once) and the figures follow it. The following read is the authority.
 */
export function applyAuctionEvent(
  detail: AuctionDetail | undefined,
  event: AuctionChangedEvent,
): AuctionDetail | undefined {
  if (!detail || detail.auction.id !== event.auctionId) return detail;
  const { bid } = event;
  if (!bid || detail.bids.some((existing) => existing.id === bid.id)) {
    return { ...detail, auction: { ...detail.auction, status: event.status, endTime: event.endTime } };
  }
  if (detail.auction.currentBid !== null && bid.amount <= detail.auction.currentBid) return detail;
  // The event names the bidder by number only: the viewer's own number says the bid is theirs.
  const isMine = detail.auction.myBidderNumber === bid.bidderNumber;
  const auction = {
    ...detail.auction,
    currentBid: bid.amount,
    bidCount: event.bidCount,
    endTime: event.endTime,
    status: event.status,
    isLeading: isMine,
  };
  auction.minimumNextBid = minimumNextBid(auction);
  auction.isBuyNowOpen = auction.isBuyNowOpen && isBuyNowOpen(auction);
  const entry = {
    id: bid.id,
    bidderNumber: bid.bidderNumber,
    bidderName: isMine ? OWN_BIDDER_LABEL : bid.bidderName,
    amount: bid.amount,
    bidTime: bid.bidTime,
    isMine,
  };
  return { ...detail, auction, bids: [entry, ...detail.bids] };
}
