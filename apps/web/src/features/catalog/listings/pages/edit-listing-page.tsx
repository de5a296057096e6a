import { Link, useParams } from 'react-router';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { buttonClasses } from '@/components/ui/button';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useMyListing } from '../api/get-my-listing';

// The form (zod, the form library, the listing rules) downloads beside the listing's request, which
// the page waits for behind its spinner anyway (docs/decisions/277).
const editListingFormCode = loadBeside(() =>
  import('../components/edit-listing-form').then((module) => module.EditListingForm),
);

/** /my-listings/:id/edit: the create form minus type, block and range, saved with PUT. */
export default function EditListingPage() {
  const EditListingForm = useOnDemand(editListingFormCode);
  const { id = '' } = useParams();
  const query = useMyListing(id);
  const { data: listing, isPending, error } = query;
  if (isPending) return <Spinner label="Loading the listing" />;
  if (!listing) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <Page title="Edit Listing">
        {isMissing ? (
          <EmptyState
            title="Listing Not Found"
            description={CATALOG_MESSAGES.listingNotFound.description}
            action={
              <Link to="/my-listings" className={buttonClasses('secondary')}>
                Back to My Listings
              </Link>
            }
          />
        ) : (
          <ErrorState
            {...CATALOG_MESSAGES.listingDetailsFailed}
            onRetry={query.refetch}
            isRetrying={query.isFetching}
          />
        )}
      </Page>
    );
  }
  // Keyed by the listing, so the form starts again from its saved values when it changes.
  return EditListingForm ? (
    <EditListingForm key={listing.id} listing={listing} />
  ) : (
    <Spinner label="Loading the listing" />
  );
}
