import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AuctionChangedEvent, AuctionDetail } from '@netlease/shared/auctions';
import { AUCTION_MESSAGES, auctionTopic } from '@netlease/shared/auctions-constants';
import { formatCents } from '@netlease/shared/format';
import { providerPath } from '@netlease/shared/providers-constants';
import { buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTimeWithZone } from '@/lib/dates';
import { useLiveEvents } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import { applyAuctionEvent } from '../api/apply-auction-event';
import { buyNowAvailability, type BuyNowAvailability } from '../api/buy-now';
import { auctionKey, useAuction } from '../api/get-auction';
import { BidHistory } from '../components/bid-history';
import { BidPanel } from '../components/bid-panel';
import { Countdown } from '../components/countdown';
import { useServerNow } from '../components/use-server-now';
import { useThrottled } from '../components/use-throttled';

/**
 * /auction/{id} (docs/PRODUCT.md "Auctions"): countdown, stats, bidding history and the place-bid panel,
 * live.
 */
export default function AuctionPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useAuction(id);
  const now = useServerNow(data?.serverTime, 1_000);
  const isVisible = data !== undefined;
  const refresh = useThrottled(() => void queryClient.invalidateQueries({ queryKey: auctionKey(id) }), 500);
  // New bids (and the end) arrive live: shown at once, then the page reads the auction again.
  useLiveEvents(
    [auctionTopic(id)],
    (event) => {
      queryClient.setQueryData<AuctionDetail>(auctionKey(id), (detail) =>
        applyAuctionEvent(detail, event.data as AuctionChangedEvent),
      );
      refresh();
    },
    { enabled: isVisible },
  );
  useEffect(() => {
    if (error) {
      const isMissing = error instanceof ApiError && error.status === 404;
      toast.error(
        AUCTION_MESSAGES.detailFetchFailed.title,
        isMissing ? AUCTION_MESSAGES.notFound.description : AUCTION_MESSAGES.detailFetchFailed.description,
      );
    }
  }, [error]);

  if (isPending) return <Spinner />;
  if (!data) {
    return (
      <Page title={AUCTION_MESSAGES.notFound.description}>
        <p className="text-slate-600">This auction does not exist or is not open to the public.</p>
        <Link to="/auctions" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Back to auctions
        </Link>
      </Page>
    );
  }
  const { auction, bids } = data;
  const remaining = new Date(auction.endTime).getTime() - now;
  const isEnded = auction.status !== 'live' || remaining <= 0;
  const buyNowState = buyNowAvailability(auction, now, auction.isOwn);
  return (
    <Page
      title={`Auction: ${auction.cidr}`}
      subtitle={
        <>
          Sold by{' '}
          <Link to={providerPath(auction.sellerId)} className="font-medium text-brand-700 hover:underline">
            {auction.sellerName}
          </Link>
          {auction.countryCode ? ` · ${auction.countryCode}` : ''} · {auction.rir.toUpperCase()}
        </>
      }
      actions={<StatusBadge status={isEnded && auction.status === 'live' ? 'ended' : auction.status} />}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Stats detail={data} buyNowState={buyNowState} />
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">Bidding history</h2>
            </CardHeader>
            <CardBody>
              <BidHistory bids={bids} />
            </CardBody>
          </Card>
        </div>
        <Card className="h-fit">
          <CardHeader>
            <h2 className="font-semibold text-slate-900">{isEnded ? 'Auction Ended' : 'Time left'}</h2>
          </CardHeader>
          <CardBody className="space-y-5">
            {!isEnded && <Countdown remainingMs={remaining} />}
            <p className="text-xs text-slate-500" data-testid="end-time">
              Ends {formatDateTimeWithZone(auction.endTime)}
            </p>
            <BidPanel detail={data} isEnded={isEnded} buyNowState={buyNowState} />
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}

/**
 * The buy-now figure: the price while it can be bought (or to its seller), otherwise why not, so no
 * price is shown beside no Buy Now button (docs/decisions/050-auctions.md "Buy Now").
 */
function buyNowStat(state: BuyNowAvailability): { value: string; note?: string } {
  if (state.price === null) return { value: '—' };
  if (state.isOpen) return { value: formatCents(state.price) };
  if (state.why === 'own') return { value: formatCents(state.price), note: state.reason };
  return { value: 'Not available', note: state.reason };
}

function Stats({ detail, buyNowState }: { detail: AuctionDetail; buyNowState: BuyNowAvailability }) {
  const { auction } = detail;
  const buyNow = buyNowStat(buyNowState);
  const stats = [
    {
      label: 'Current bid',
      value: auction.currentBid === null ? 'No bids yet' : formatCents(auction.currentBid),
      testId: 'current-bid',
    },
    { label: 'Bids', value: String(auction.bidCount), testId: 'bid-count' },
    { label: 'Reserve price', value: formatCents(auction.reservePrice), testId: 'reserve' },
    { label: 'Minimum next bid', value: formatCents(auction.minimumNextBid), testId: 'minimum-next-bid' },
    { label: 'Bid increment', value: formatCents(auction.minBidIncrement), testId: 'increment' },
    { label: 'Buy now', value: buyNow.value, note: buyNow.note, testId: 'buy-now-price' },
    {
      label: 'Lease term',
      value: `1 ${auction.leasePeriod}`,
      // What a bid buys: the whole term, not a monthly price (docs/PRODUCT.md "Creating an auction").
      note: 'Bids are the price of the whole term',
      testId: 'lease-term',
    },
    { label: 'Started', value: formatDateTimeWithZone(auction.startTime), testId: 'start-time' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="p-4">
          <dt className="text-xs text-slate-500">{stat.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid={stat.testId}>
            {stat.value}
          </dd>
          {'note' in stat && stat.note && (
            <dd className="mt-1 text-xs text-slate-500" data-testid={`${stat.testId}-note`}>
              {stat.note}
            </dd>
          )}
        </Card>
      ))}
    </dl>
  );
}
