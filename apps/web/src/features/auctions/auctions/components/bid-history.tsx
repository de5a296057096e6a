import type { AuctionBid } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { formatDateTime } from '@/lib/dates';

/**
 * The bidding history of /auction/{id}: highest first, each bidder as the viewer may see them ('You',
 * 'Bidder 2', or the name for staff; docs/PRODUCT.md "Bidding").
 */
export function BidHistory({ bids }: { bids: AuctionBid[] }) {
  if (bids.length === 0)
    return <p className="py-6 text-center text-sm text-slate-500">No bids yet. Be the first!</p>;
  return (
    <ol className="divide-y divide-slate-100" aria-label="Bidding history" data-testid="bid-history">
      {bids.map((bid, index) => (
        <li key={bid.id} className="flex items-center justify-between gap-4 py-2.5 text-sm">
          <div>
            <span className={bid.isMine ? 'font-semibold text-brand-700' : 'font-medium text-slate-900'}>
              {bid.bidderName}
            </span>
            {index === 0 && <span className="ml-2 text-xs font-semibold text-emerald-700">Highest</span>}
            <p className="text-xs text-slate-500">{formatDateTime(bid.bidTime)}</p>
          </div>
          <span className="font-semibold tabular-nums text-slate-900">{formatCents(bid.amount)}</span>
        </li>
      ))}
    </ol>
  );
}
