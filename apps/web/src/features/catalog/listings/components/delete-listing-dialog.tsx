import type { Listing } from '@netlease/shared/catalog';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteListing } from '../api/delete-listing';

/** Asks before deleting: the range is free again, running leases continue. */
export function DeleteListingDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const remove = useDeleteListing();
  return (
    <ConfirmDialog
      title={CATALOG_MESSAGES.listingDeleteConfirm.title}
      description={listing.title}
      message={CATALOG_MESSAGES.listingDeleteConfirm.description}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={() => remove.mutateAsync(listing.id)}
      // A failed deletion reads 'Deletion Failed'.
      failure={{ title: CATALOG_MESSAGES.packageHasOrders.title, description: 'Please try again later.' }}
      onClose={onClose}
    />
  );
}
