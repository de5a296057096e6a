import { useCallback, useEffect, useRef, useState } from 'react';
import { useAddressFilters } from '@/lib/use-address-filters';
import { SlidersHorizontal } from 'lucide-react';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import type { MarketplaceItem } from '@netlease/shared/marketplace';
import {
  MARKETPLACE_SEARCH_MAX_LENGTH,
  countActiveFilters,
  readMarketplaceParams,
  toMarketplaceParams,
  type MarketplaceFilters,
} from '@netlease/shared/marketplace-constants';
import { Select } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { PreviousNextNav } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRevealedCount } from '@/lib/use-revealed-count';
import { useMarketplace } from '../api/search-marketplace';
import { useMarketplaceCount } from '../api/count-marketplace';
import { MarketplaceCard } from '../components/marketplace-card';
import { listingsCountText, showResultsLabel } from '../components/results-count';
import { componentOnDemand } from '@/lib/on-demand';

// The filter panel (and the country list behind it) loads after the first results.
const MarketplaceFiltersPanel = componentOnDemand(
  () => import('../components/marketplace-filters').then((module) => module.default),
  <p className="text-sm text-slate-500">Loading filters…</p>,
);

const SEARCH_DELAY_MS = 300;
/** Cards in the first render (a phone's first screen and more); the rest follow a slice per task. */
const REVEAL = { first: 3, step: 3 };
const MARKETPLACE_PATH = '/marketplace';
const FILTERS_ID = 'marketplace-filters';

/**
 * The page's cards, a few more per task: only this grid draws again at each step, not the search
 * box and the filter panel above it.
 */
function MarketplaceGrid({ items }: { items: MarketplaceItem[] }) {
  const revealed = useRevealedCount(items.length, REVEAL);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Listings">
      {items.slice(0, revealed).map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <MarketplaceCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /marketplace; docs/PRODUCT.md "Marketplace search". Search, filters, sort and the page
 * (a cursor) live in the address, so a reload, a shared link and the back button show the same
 * results; the server answers one page at a time.
 */
export default function MarketplacePage() {
  const [params, changeParams] = useAddressFilters();
  const filters = readMarketplaceParams(params);
  const [searchText, setSearchText] = useState(filters.q);
  // The address changed by itself (back button, a link): show its search in the box.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (searchText.trim() !== filters.q) setSearchText(filters.q);
  }
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const { data, isPending, isFetching, error, refetch } = useMarketplace(filters);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const count = useMarketplaceCount(filters);

  /** New filters start from the first page; typing replaces the history entry instead of adding one. */
  const update = useCallback(
    (changes: Partial<MarketplaceFilters>, options: { replace?: boolean } = {}) =>
      changeParams(
        (current) => toMarketplaceParams({ ...readMarketplaceParams(current), cursor: null, ...changes }),
        { replace: options.replace ?? false },
      ),
    [changeParams],
  );

  useEffect(() => {
    if (!error) return;
    // A damaged or outdated page link: show the first page of the same filters instead.
    if (error instanceof ApiError && error.status === 400 && filters.cursor) {
      update({}, { replace: true });
      return;
    }
    toast.fromError(
      error,
      CATALOG_MESSAGES.listingsFetchFailed.title,
      CATALOG_MESSAGES.listingsFetchFailed.description,
    );
  }, [error, filters.cursor, update]);

  // 'Previous' back to the start lands on a page with nothing before it: that is the first page,
  // so its address drops the cursor (and the first page's total shows again).
  useEffect(() => {
    if (data && !isFetching && filters.cursor && data.prevCursor === null) update({}, { replace: true });
  }, [data, isFetching, filters.cursor, update]);

  // Typing searches after a short pause, from the first page.
  useEffect(() => {
    if (searchText.trim() === filters.q) return;
    const timer = setTimeout(() => {
      // A listing clicked before the pause ends: this page stays mounted while that page loads,
      // but the address is already the listing's; searching now would send the person back here.
      if (window.location.pathname !== MARKETPLACE_PATH) return;
      update({ q: searchText.trim() }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const goTo = (cursor: string | null) => {
    changeParams((current) => toMarketplaceParams({ ...readMarketplaceParams(current), cursor }));
    window.scrollTo({ top: 0 });
  };
  const activeCount = countActiveFilters(filters);

  return (
    <Page title="Marketplace" subtitle="Lease IP blocks and servers from verified providers.">
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_auto_auto]">
        <SearchInput
          className="col-span-2 sm:col-span-1"
          aria-label="Search listings"
          name="q"
          placeholder="Search listings..."
          maxLength={MARKETPLACE_SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          aria-label="Type"
          name="type"
          value={filters.type}
          onChange={(event) => update({ type: event.target.value as MarketplaceFilters['type'] })}
        >
          <option value="all">All Types</option>
          <option value="ip">IP Blocks</option>
          <option value="server">Servers</option>
        </Select>
        <Select
          aria-label="Sort"
          name="sort"
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as MarketplaceFilters['sort'] })}
        >
          <option value="newest">Newest</option>
          <option value="price_asc">Price: Low to High</option>
          <option value="price_desc">Price: High to Low</option>
        </Select>
      </div>
      <p className="mb-4 text-xs text-slate-500">
        Search by words, an address or a network (203.0.113.5, 203.0.113, 203.0.113.0/24) or a size (/24).
      </p>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className="mb-4 lg:mb-0">
          {/* Phones: the panel folds away behind a 'Filters' button; wide screens keep it open. */}
          <button
            ref={filtersButton}
            type="button"
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 lg:hidden"
            aria-expanded={areFiltersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
          <section
            id={FILTERS_ID}
            aria-label="Filters"
            className={areFiltersOpen ? 'mt-3 lg:mt-0' : 'hidden lg:block'}
          >
            <MarketplaceFiltersPanel filters={filters} onChange={(changes) => update(changes)} />
            {/* Phones: the open panel covers the results; this closes it onto them. */}
            <Button
              className="mt-4 w-full lg:hidden"
              onClick={() => {
                setFiltersOpen(false);
                filtersButton.current?.focus();
              }}
            >
              {showResultsLabel(count)}
            </Button>
          </section>
        </div>

        <div>
          {isPending ? (
            <p className="py-16 text-center text-slate-500" role="status">
              Loading listings...
            </p>
          ) : !data ? (
            // A failed search is not an empty one (docs/PRODUCT.md "Errors").
            <ErrorState {...CATALOG_MESSAGES.listingsFetchFailed} onRetry={refetch} isRetrying={isFetching} />
          ) : data.items.length === 0 ? (
            <EmptyState {...CATALOG_MESSAGES.noListings} />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-500" aria-live="polite">
                {listingsCountText(count)}
                {isFetching && ' · updating…'}
              </p>
              <MarketplaceGrid items={data.items} />
              <PreviousNextNav
                hasPrevious={Boolean(data.prevCursor)}
                hasNext={Boolean(data.nextCursor)}
                onPrevious={() => goTo(data.prevCursor)}
                onNext={() => goTo(data.nextCursor)}
              />
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
