import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { detailPath } from '@netlease/shared/catalog-constants';
import { formatCents } from '@netlease/shared/format';
import type { SavedListing } from '@netlease/shared/saved-listings';
import { SAVED_LISTING_MESSAGES } from '@netlease/shared/saved-listings-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BrowseMarketplaceLink } from '@/features/catalog/marketplace/components/browse-marketplace-link';
import { EmptyState, Page } from '@/components/ui/page';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useSavedListings } from '../api/list-saved-listings';
import { useToggleSavedListing } from '../api/toggle-saved-listing';
import { CardGrid } from '@/components/ui/card-grid';

/** /saved: the listings the user saved, newest first, each with a link and a Remove button. */
export default function SavedListingsPage() {
  const listings = useSavedListings();

  return (
    <Page title="Saved Listings" subtitle="Listings you saved to come back to.">
      <CardGrid
        label="Saved listings"
        query={listings}
        failure={SAVED_LISTING_MESSAGES.savedFetchFailed}
        itemKey={(listing) => `${listing.kind}:${listing.id}`}
        empty={<EmptyState {...SAVED_LISTING_MESSAGES.noSavedListings} action={<BrowseMarketplaceLink />} />}
      >
        {(listing) => <SavedListingCard listing={listing} />}
      </CardGrid>
    </Page>
  );
}

function SavedListingCard({ listing }: { listing: SavedListing }) {
  const toggle = useToggleSavedListing();
  const remove = async () => {
    try {
      const result = await toggle.mutateAsync({ kind: listing.kind, id: listing.id, save: false });
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, SAVED_LISTING_MESSAGES.saveFailed.title);
    }
  };
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={listing.kind === 'ip' ? 'blue' : 'purple'}>
          {listing.kind === 'ip' ? 'IP Block' : 'Server'}
        </Badge>
        {!listing.isAvailable && <Badge tone="grey">No longer available</Badge>}
      </div>
      <Link
        to={detailPath(listing.kind, listing.id)}
        className="text-lg font-semibold text-slate-900 hover:text-brand-700 hover:underline"
      >
        {listing.title}
      </Link>
      <p className="flex items-center gap-1 text-sm text-slate-500">
        <MapPin className="size-4" aria-hidden /> {listing.location}
      </p>
      <p className="font-semibold text-slate-900">
        {formatCents(listing.priceCents)}
        <span className="font-normal text-slate-500">/{listing.period}</span>
      </p>
      <p className="text-xs text-slate-500">Saved {formatDate(listing.savedAt)}</p>
      <div className="mt-auto pt-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void remove()}
          isLoading={toggle.isPending}
          aria-label={`Remove ${listing.title} from saved`}
        >
          Remove
        </Button>
      </div>
    </Card>
  );
}
