import { Clock, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import type { AuctionSummary } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { Card } from '@/components/ui/card';
import { remainingLabel } from './countdown';

/** One tile of the live auctions grid, linking to the auction's page. */
export function AuctionCard({ auction, now }: { auction: AuctionSummary; now: number }) {
  const remaining = new Date(auction.endTime).getTime() - now;
  return (
    <Link
      to={`/auction/${auction.id}`}
      className="block focus:outline-none focus:ring-2 focus:ring-brand-500 rounded-xl"
    >
      <Card className="h-full p-5 transition-shadow hover:shadow-md" data-testid="auction-card">
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="font-mono text-lg font-semibold text-slate-900">{auction.cidr}</p>
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
      </Card>
    </Link>
  );
}
