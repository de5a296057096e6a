import { useId } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Network, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import type { Listing, ListingContent } from '@netlease/shared/catalog';
import { formatCents } from '@netlease/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReviewStateNotes } from '@/components/ui/review-notes';
import { STATUS_DISPLAY, availabilityText, leaseUnitText } from './listing-text';

const CONTENT_LABELS: Record<keyof ListingContent, string> = {
  title: 'Title',
  location: 'Location',
  description: 'Description',
  specs: 'Specs',
  features: 'Features',
};

/**
 * One listing as its seller sees it (docs/PRODUCT.md "Seller workspace"): range, lease size, price,
 * availability, state, and a change that waits for review or was refused. Buttons carry the title in
 * their names, as a screen reader lists them out of their card.
 */
export function ListingCard({
  listing,
  isBusy,
  onPause,
  onResume,
  onDelete,
}: {
  listing: Listing;
  isBusy: boolean;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const status = STATUS_DISPLAY[listing.status];
  // 'leased' is a live listing with nothing free now: it may be paused like any live one.
  const canPause = listing.status === 'active' || listing.status === 'leased';
  const pauseOrResume = canPause
    ? { label: 'Pause', icon: Pause, onClick: onPause }
    : listing.status === 'paused'
      ? { label: 'Resume', icon: Play, onClick: onResume }
      : null;
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5" role="group" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {listing.title}
        </h2>
        <Badge tone={status.tone} className="shrink-0">
          {status.label}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-500">{listing.location}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Range</dt>
        <dd className="flex min-w-0 items-center gap-1.5 font-mono font-medium break-all text-slate-900">
          <Network className="size-4 shrink-0 text-brand-600" aria-hidden />
          {listing.cidr ?? '—'}
        </dd>
        <dt className="text-slate-500">Lease size</dt>
        <dd className="font-medium text-slate-800">{leaseUnitText(listing)}</dd>
        <dt className="text-slate-500">Availability</dt>
        <dd className="font-medium text-slate-800">{availabilityText(listing)}</dd>
      </dl>
      <ReviewStateNotes<ListingContent> item={listing} labels={CONTENT_LABELS} />
      <p className="mt-auto pt-4 text-lg font-bold text-slate-900">
        {formatCents(listing.priceCents)}
        <span className="text-sm font-normal text-slate-500">/{listing.period}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/my-listings/${listing.id}/edit`}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit ${listing.title}`}
        >
          <Pencil className="size-4" aria-hidden /> Edit
        </Link>
        {pauseOrResume && (
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={pauseOrResume.onClick}
            aria-label={`${pauseOrResume.label} ${listing.title}`}
          >
            <pauseOrResume.icon className="size-4" aria-hidden /> {pauseOrResume.label}
          </Button>
        )}
        {listing.status === 'active' && (
          <Link
            to={`/listing/${listing.id}`}
            className={buttonClasses('ghost', 'sm')}
            aria-label={`View ${listing.title} on marketplace`}
          >
            <ExternalLink className="size-4" aria-hidden /> View on marketplace
          </Link>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Delete ${listing.title}`}
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
    </Card>
  );
}
