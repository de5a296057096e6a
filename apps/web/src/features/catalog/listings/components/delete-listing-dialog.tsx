import { CATALOG_MESSAGES, type Listing } from '@netlease/shared/catalog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteListing } from '../api/delete-listing';

/** Asks before deleting: the range is free again, running leases continue. */
export function DeleteListingDialog({ listing, onClose }: { listing: Listing; onClose: () => void }) {
  const remove = useDeleteListing();
  const confirm = async () => {
    try {
      const result = await remove.mutateAsync(listing.id);
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      // A failed deletion reads 'Deletion Failed'.
      toast.fromError(error, CATALOG_MESSAGES.packageHasOrders.title, 'Please try again later.');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={CATALOG_MESSAGES.listingDeleteConfirm.title}
      description={listing.title}
    >
      <p className="text-sm text-slate-700">{CATALOG_MESSAGES.listingDeleteConfirm.description}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" isLoading={remove.isPending} onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
