import { Bookmark } from 'lucide-react';
import type { ListingType } from '@netlease/shared/catalog-constants';
import { SAVED_LISTING_MESSAGES } from '@netlease/shared/saved-listings-constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { toast } from '@/lib/toast';
import { useSavedState } from '../api/get-saved-state';
import { useToggleSavedListing } from '../api/toggle-saved-listing';

/** The save icon of /listing/{id}: filled when the listing is in the user's saved listings. */
export function SaveListingButton({
  kind,
  id,
  isSignedIn,
}: {
  kind: ListingType;
  id: string;
  isSignedIn: boolean;
}) {
  const { data } = useSavedState(kind, id, isSignedIn);
  const toggle = useToggleSavedListing();
  const isSaved = data?.saved ?? false;

  const onClick = async () => {
    if (!isSignedIn) {
      toast.error(
        SAVED_LISTING_MESSAGES.loginRequired.title,
        SAVED_LISTING_MESSAGES.loginRequired.description,
      );
      return;
    }
    try {
      const result = await toggle.mutateAsync({ kind, id, save: !isSaved });
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, SAVED_LISTING_MESSAGES.saveFailed.title);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={isSaved ? 'Remove from saved' : 'Save'}
      aria-pressed={isSaved}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
    >
      <Bookmark className={cn('size-5', isSaved && 'fill-current text-brand-600')} />
    </Button>
  );
}
