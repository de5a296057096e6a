import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Listing } from '@netlease/shared/catalog';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useMyListings } from '../api/get-my-listings';
import { useSetListingPaused } from '../api/set-listing-paused';
import { DeleteListingDialog } from '../components/delete-listing-dialog';
import { ListingCard } from '../components/listing-card';

/**
 * My Listings (docs/PRODUCT.md "Seller workspace"): every listing of the seller with its state and
 * any change waiting for review; edit, pause/resume, delete, and a way to the public page.
 */
export default function MyListingsPage() {
  const query = useMyListings();
  const listings = query.data;
  const pause = useSetListingPaused();
  const [deleting, setDeleting] = useState<Listing | null>(null);

  const setPaused = async (listing: Listing, isPaused: boolean) => {
    try {
      const result = await pause.mutateAsync({ id: listing.id, isPaused });
      toast.success(result.title, result.message);
    } catch (failure) {
      const fallback = isPaused ? CATALOG_MESSAGES.cannotPause : CATALOG_MESSAGES.cannotResume;
      toast.fromError(failure, fallback.title, fallback.description);
    }
  };

  const createButton = (
    <Link to="/create-listing" className={buttonClasses('primary')}>
      <Plus className="size-4" aria-hidden /> Create Listing
    </Link>
  );

  return (
    <Page
      title="My Listings"
      subtitle="Your IP listings: new ones are reviewed before they go live."
      actions={listings && listings.length > 0 ? createButton : undefined}
    >
      <QueryState
        query={query}
        failure={CATALOG_MESSAGES.listingsFetchFailedOwn}
        loading={<Spinner label="Loading your listings" />}
        empty={
          <EmptyState
            title="No listings yet"
            description="List one of your approved IP blocks to lease it on the marketplace."
            action={createButton}
          />
        }
      >
        {(rows) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="My listings">
            {rows.map((listing) => (
              <li key={listing.id}>
                <ListingCard
                  listing={listing}
                  isBusy={pause.isPending && pause.variables?.id === listing.id}
                  onPause={() => void setPaused(listing, true)}
                  onResume={() => void setPaused(listing, false)}
                  onDelete={() => setDeleting(listing)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {deleting && <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
