import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import {
  CATALOG_MESSAGES,
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_SEARCH_MAX_LENGTH,
  isTotalCapped,
  readMarketplaceParams,
} from '@netlease/shared/catalog-constants';
import { Input, Select } from '@/components/ui/field';
import { EmptyState, Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useMarketplace } from '../api/search-marketplace';
import { MarketplaceCard } from '../components/marketplace-card';

const SEARCH_DELAY_MS = 300;
const MARKETPLACE_PATH = '/marketplace';

/**
 * Spec part 1 /marketplace. The search, filter, sort and page live in the address (shareable, back
 * button works) and are answered by the server one page at a time.
 */
export default function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const query = readMarketplaceParams(params);
  const [searchText, setSearchText] = useState(query.q);
  // The address changed by itself (back button, a link): show its search in the box.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (searchText.trim() !== query.q) setSearchText(query.q);
  }
  const { data, isPending, isFetching, error } = useMarketplace(query);

  useEffect(() => {
    if (error)
      toast.fromError(
        error,
        CATALOG_MESSAGES.listingsFetchFailed.title,
        CATALOG_MESSAGES.listingsFetchFailed.description,
      );
  }, [error]);

  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: 'q' in changes },
      ),
    [setParams],
  );

  // Typing searches after a short pause, from page 1.
  useEffect(() => {
    if (searchText.trim() === query.q) return;
    const timer = setTimeout(() => {
      // A listing clicked before the pause ends: this page stays mounted while that page loads,
      // but the address is already the listing's; searching now would send the person back here.
      if (window.location.pathname !== MARKETPLACE_PATH) return;
      update({ q: searchText.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.q, update]);

  const total = data?.total ?? 0;
  return (
    <Page title="Marketplace" subtitle="Lease IP blocks and servers from verified providers.">
      <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search listings"
            placeholder="Search listings..."
            className="pl-9"
            maxLength={MARKETPLACE_SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <Select
          aria-label="Type"
          value={query.type}
          onChange={(event) =>
            update({ type: event.target.value === 'all' ? '' : event.target.value, page: 1 })
          }
        >
          <option value="all">All Types</option>
          <option value="ip">IP Blocks</option>
          <option value="server">Servers</option>
        </Select>
        <Select
          aria-label="Sort"
          value={query.sort}
          onChange={(event) =>
            update({ sort: event.target.value === 'newest' ? '' : event.target.value, page: 1 })
          }
        >
          <option value="newest">Newest</option>
          <option value="price_asc">Price: Low to High</option>
          <option value="price_desc">Price: High to Low</option>
        </Select>
      </div>

      {isPending ? (
        <p className="py-16 text-center text-slate-500" role="status">
          Loading listings...
        </p>
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title={CATALOG_MESSAGES.noListings.title}
          description={CATALOG_MESSAGES.noListings.description}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-500" aria-live="polite">
            {isTotalCapped(total)
              ? `${MARKETPLACE_COUNT_LIMIT.toLocaleString('en-US')}+`
              : total.toLocaleString('en-US')}{' '}
            {total === 1 ? 'listing' : 'listings'}
            {isFetching && ' · updating…'}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Listings">
            {data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <MarketplaceCard item={item} />
              </li>
            ))}
          </ul>
          <Pager
            page={query.page}
            hasNext={data.hasNextPage}
            onPage={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Page>
  );
}
