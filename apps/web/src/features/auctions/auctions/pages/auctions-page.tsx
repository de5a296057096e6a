import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUCTIONS_TOPIC,
  AUCTION_MESSAGES,
  AUCTION_SEARCH_MAX_LENGTH,
} from '@netlease/shared/auctions-constants';
import { SearchInput } from '@/components/ui/search-input';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/accounts/auth/api/session';
import { useLiveEvents } from '@/lib/live-events';
import { toast } from '@/lib/toast';
import { useRevealedCount } from '@/lib/use-revealed-count';
import { LIVE_AUCTIONS_KEY, useLiveAuctions } from '../api/list-auctions';
import { AuctionCard } from '../components/auction-card';
import { useServerNow } from '../components/use-server-now';
import { useThrottled } from '../components/use-throttled';

/** Tiles in the first render; the rest follow a slice per task (useRevealedCount). */
const REVEAL = { first: 6, step: 6 };

/** /auctions (docs/PRODUCT.md "Bidding"): searchable grid of live auctions, kept current by live events. */
export default function AuctionsPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isPending, error } = useLiveAuctions(search);
  // The page renders before the session answers (docs/decisions/216-first-screen-without-session.md);
  // the list comes after it in practice (it is asked only once this page's code has loaded, the session
  // as the app starts), and until then a tile is shown as to a visitor.
  const viewerId = useSession().user?.id ?? null;
  // The remaining time is shown to the minute; a tick every 15 seconds keeps it right.
  const now = useServerNow(data?.serverTime, 15_000);
  // Any bid or change on any auction: one fresh read per second at most, however busy the auctions are.
  const refresh = useThrottled(
    () => void queryClient.invalidateQueries({ queryKey: LIVE_AUCTIONS_KEY }),
    1_000,
  );
  useLiveEvents([AUCTIONS_TOPIC], refresh);
  useEffect(() => {
    if (error)
      toast.fromError(error, AUCTION_MESSAGES.fetchFailed.title, AUCTION_MESSAGES.fetchFailed.description);
  }, [error]);

  const live = (data?.auctions ?? []).filter((auction) => new Date(auction.endTime).getTime() > now);
  const revealed = useRevealedCount(live.length, REVEAL);
  return (
    <Page title="Live Auctions" subtitle="Bid on IP address blocks. The highest bid at the end wins.">
      <SearchInput
        className="mb-6 max-w-md"
        aria-label="Search auctions"
        name="search"
        placeholder="Search by CIDR or seller name"
        maxLength={AUCTION_SEARCH_MAX_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {isPending ? (
        <Spinner />
      ) : live.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-14 text-center text-slate-500">
          {search ? 'No auctions match your search.' : 'No live auctions right now.'}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {live.slice(0, revealed).map((auction) => (
            <AuctionCard key={auction.id} auction={auction} now={now} viewerId={viewerId} />
          ))}
        </div>
      )}
    </Page>
  );
}
