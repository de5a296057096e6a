import { memo } from 'react';
import { Clock, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import type { AuctionSummary } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { buyNowAvailability, buyNowPath } from '../api/buy-now';
import { remainingLabel } from './countdown';

/**
 * One tile of the live auctions grid. The CIDR is the link to the auction's page, stretched over the
 * whole tile; a Buy Now link sits above it while buying is allowed, so a buy-now price never shows
 * without a way to buy (docs/decisions/050-auctions.md "Buy Now"). Links are not nested.
 */
export const AuctionCard = memo(function AuctionCard({
  auction,
  now,
  viewerId,
}: {
  auction: AuctionSummary;
  now: number;
  /** The signed-in user's id (null for a visitor), read once by the grid rather than by every tile. */
  viewerId: string | null;
}) {
  const remaining = new Date(auction.endTime).getTime() - now;
  const buyNow = buyNowAvailability(auction, now, viewerId === auction.sellerId);
  return (
    <Card
      className="relative h-full p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
      data-testid="auction-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <Link
            to={`/auction/${auction.id}`}
            className="font-mono text-lg font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus:outline-none"
          >
            {auction.cidr}
          </Link>
          <p className="text-sm text-slate-500">
            {auction.sellerName}
            {auction.countryCode ? ` · ${auction.countryCode}` : ''} · {auction.rir.toUpperCase()}
          </p>
        </div>
        <Gavel className="size-5 text-brand-600" aria-hidden />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{auction.currentBid === null ? 'Starting bid' : 'Current bid'}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="card-current-bid">
            {formatCents(auction.currentBid ?? auction.reservePrice)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Bids</dt>
          <dd className="text-lg font-semibold text-slate-900">{auction.bidCount}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center gap-1.5 text-sm font-medium text-amber-700">
        <Clock className="size-4" aria-hidden />
        <span>{remainingLabel(remaining)} left</span>
      </p>
      {buyNow.isOpen && (
        <div className="relative mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-600">
            Buy now <span className="font-semibold text-slate-900">{formatCents(buyNow.price)}</span>
          </p>
          <Link
            to={buyNowPath(auction.id)}
            className={buttonClasses('success', 'sm')}
            aria-label={`Buy Now ${auction.cidr} for ${formatCents(buyNow.price)}`}
          >
            Buy Now
          </Link>
        </div>
      )}
    </Card>
  );
});
