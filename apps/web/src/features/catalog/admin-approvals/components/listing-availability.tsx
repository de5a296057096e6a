import { AlertTriangle } from 'lucide-react';
import type { PendingListing } from '@netlease/shared/catalog';

type Availability = Pick<PendingListing, 'cidr' | 'subnet' | 'unitsFree' | 'unitsTotal' | 'changes'>;

/**
 * A new listing goes live only while part of its range is free; the server refuses the approval
 * otherwise (docs/PRODUCT.md "Inventory"). A change to a live listing is text only, so it may be
 * approved whatever is leased.
 */
export const cannotGoLive = (listing: Availability) =>
  listing.changes === null && listing.cidr !== null && listing.unitsFree === 0;

export const FULLY_LEASED = 'Fully leased: cannot go live';

/** '4 of 4 /24s free': the range is leased in units of its subnet size, or whole. */
export function describeFreeUnits(listing: Availability): string {
  if (listing.subnet) return `${listing.unitsFree} of ${listing.unitsTotal} ${listing.subnet}s free`;
  return listing.unitsFree > 0 ? 'Whole range free' : 'Whole range leased';
}

/** How much of a listing's range is free, or the warning that it cannot go live. */
export function ListingAvailability({ listing, id }: { listing: Availability; id?: string }) {
  if (listing.cidr === null) return <span>—</span>;
  if (cannotGoLive(listing)) {
    return (
      <span id={id} className="inline-flex items-center gap-1 font-medium text-red-700">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {FULLY_LEASED}
      </span>
    );
  }
  return <span id={id}>{describeFreeUnits(listing)}</span>;
}
