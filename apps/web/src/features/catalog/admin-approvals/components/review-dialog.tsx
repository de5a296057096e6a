import { useId, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import {
  CATALOG_MESSAGES,
  type PendingIpBlock,
  type PendingListing,
  type PendingServerPackage,
} from '@netlease/shared/catalog';
import { formatCents } from '@netlease/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { openFileInNewTab } from '@/lib/api-client';
import { useLiveListing } from '../api/get-live-listing';
import { useReviewItem } from '../api/review-item';
import { ChangeDiff, type FieldChange } from './change-diff';
import { cannotGoLive, describeFreeUnits, FULLY_LEASED } from './listing-availability';
import { ReviewDecision } from './review-decision';

export type Reviewing =
  | { kind: 'ip-blocks'; item: PendingIpBlock }
  | { kind: 'server-packages'; item: PendingServerPackage }
  | { kind: 'listings'; item: PendingListing };

export const reviewTitle = (reviewing: Reviewing) =>
  reviewing.kind === 'ip-blocks'
    ? reviewing.item.cidr
    : reviewing.kind === 'server-packages'
      ? reviewing.item.name
      : reviewing.item.title;

/** True for a live listing or package whose new text waits for review. */
export const isChange = (reviewing: Reviewing) =>
  reviewing.kind !== 'ip-blocks' && reviewing.item.changes !== null;

/**
 * The admin review dialog (docs/PRODUCT.md "Approvals"): the block's CIDR or the item's name, 'Owner:
 * {email}', the rejection reason and Reject / Approve. A change to a live item shows its text before and
 * after.
 */
export function ReviewDialog({ reviewing, onClose }: { reviewing: Reviewing; onClose: () => void }) {
  const review = useReviewItem();
  const warningId = useId();
  const { kind, item } = reviewing;
  const title = reviewTitle(reviewing);
  const change = isChange(reviewing);
  const isBlocked = reviewing.kind === 'listings' && cannotGoLive(reviewing.item);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Review ${title}`}
      className={change ? 'sm:max-w-2xl' : undefined}
    >
      <div className="space-y-3 text-sm text-slate-700">
        <div className="space-y-1">
          <p
            className={
              reviewing.kind === 'ip-blocks'
                ? 'font-mono text-base break-all text-slate-900'
                : 'text-base font-semibold break-words text-slate-900'
            }
          >
            {title}
          </p>
          {change && (
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="purple">Changes</Badge>
              <span>
                Change to a live {reviewing.kind === 'listings' ? 'listing' : 'package'}: buyers see the live
                text until you approve.
              </span>
            </p>
          )}
          <p className="break-words">Owner: {item.ownerEmail}</p>
        </div>
        {reviewing.kind === 'ip-blocks' && (
          <>
            <p>
              {reviewing.item.rir.toUpperCase()}
              {reviewing.item.countryCode ? ` · ${reviewing.item.countryCode}` : ''}
            </p>
            <Button size="sm" variant="secondary" onClick={() => openFileInNewTab(reviewing.item.loaUrl)}>
              View LOA Document
            </Button>
            <CompetingClaims claims={reviewing.item.contested} />
          </>
        )}
        {reviewing.kind === 'server-packages' && <PackageDetails item={reviewing.item} />}
        {reviewing.kind === 'listings' && <ListingDetails item={reviewing.item} warningId={warningId} />}
      </div>
      <ReviewDecision
        isPending={review.isPending}
        onApprove={() => review.mutateAsync({ kind, id: item.id, action: 'approve' })}
        onReject={(reason) => review.mutateAsync({ kind, id: item.id, action: 'reject', reason })}
        onDone={onClose}
        hint={change ? 'Rejecting keeps the live text; the seller is told why.' : undefined}
        blockedBy={isBlocked ? warningId : undefined}
      />
    </Dialog>
  );
}

function PackageDetails({ item }: { item: PendingServerPackage }) {
  const terms = `${formatCents(item.priceCents)}/month · stock ${item.stockCount}${item.isBundle ? ' · bundle' : ''}`;
  if (item.changes === null) {
    return (
      <>
        <p className="whitespace-pre-line break-words">{item.description}</p>
        <p className="text-slate-500">
          {item.cpu} · {item.ram} · {item.storage} · {item.bandwidth} · {item.location} · {terms}
        </p>
      </>
    );
  }
  const proposed = item.changes;
  const fields: FieldChange[] = [
    { label: 'Name', live: item.name, proposed: proposed.name },
    { label: 'Description', live: item.description, proposed: proposed.description },
    { label: 'Location', live: item.location, proposed: proposed.location },
    { label: 'CPU', live: item.cpu, proposed: proposed.cpu },
    { label: 'RAM', live: item.ram, proposed: proposed.ram },
    { label: 'Storage', live: item.storage, proposed: proposed.storage },
    { label: 'Bandwidth', live: item.bandwidth, proposed: proposed.bandwidth },
  ];
  return (
    <>
      <ChangeDiff fields={fields} />
      {/* docs/PRODUCT.md "Seller workspace": price and stock change at once, without review. */}
      <p className="text-slate-500">Already live, not under review: {terms}</p>
    </>
  );
}

function ListingDetails({ item, warningId }: { item: PendingListing; warningId: string }) {
  const range = item.cidr ? (
    <p>
      Range <span className="font-mono">{item.cidr}</span>
      {item.ipBlockCidr && item.ipBlockCidr !== item.cidr ? (
        <>
          {' '}
          of block <span className="font-mono">{item.ipBlockCidr}</span>
        </>
      ) : null}
      {cannotGoLive(item) ? null : ` · ${describeFreeUnits(item)}`}
    </p>
  ) : null;
  const terms = `${formatCents(item.priceCents)}/${item.period}`;
  if (item.changes === null) {
    return (
      <>
        <p className="whitespace-pre-line break-words">{item.description}</p>
        <p className="text-slate-500">
          {item.location} · {terms}
          {item.subnet ? ` · ${item.subnet}` : ''}
          {item.ipCount ? ` · ${item.ipCount} IPs` : ''}
        </p>
        {range}
        {cannotGoLive(item) && (
          <div
            id={warningId}
            className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-800"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">{FULLY_LEASED}.</span>{' '}
              {CATALOG_MESSAGES.rangeNotFree.description}
            </p>
          </div>
        )}
      </>
    );
  }
  return <ListingChange item={item} changes={item.changes} range={range} terms={terms} />;
}

function ListingChange({
  item,
  changes,
  range,
  terms,
}: {
  item: PendingListing;
  changes: NonNullable<PendingListing['changes']>;
  range: ReactNode;
  terms: string;
}) {
  // The approvals list has the live title, location and description; specs and features come from
  // the listing's public page data.
  const live = useLiveListing(item.id, true);
  const fields: FieldChange[] = [
    { label: 'Title', live: item.title, proposed: changes.title },
    { label: 'Location', live: item.location, proposed: changes.location },
    { label: 'Description', live: item.description, proposed: changes.description },
  ];
  if (live.data) {
    fields.push(
      { label: 'Specs', live: live.data.specs ?? '', proposed: changes.specs ?? '' },
      { label: 'Features', live: live.data.features.join(', '), proposed: changes.features.join(', ') },
    );
  }
  return (
    <>
      <ChangeDiff fields={fields} isLoading={live.isPending} />
      {live.isError && (
        <p className="flex flex-wrap items-center gap-3 text-slate-500">
          The live specs and features could not be loaded.
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void live.refetch()}
            isLoading={live.isFetching}
          >
            Retry
          </Button>
        </p>
      )}
      {range}
      <p className="text-slate-500">Already live, not under review: {terms}</p>
    </>
  );
}

/**
 * Other holders' claims to the same addresses (docs/PRODUCT.md "Inventory"): both sides are shown, and
 * approving this claim rejects the pending ones below.
 */
function CompetingClaims({ claims }: { claims: PendingIpBlock['contested'] }) {
  if (claims.length === 0) return null;
  return (
    <section aria-label="Competing claims" className="rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="font-medium text-amber-900">
        Contested: {claims.length === 1 ? 'another holder claims' : `${claims.length} other claims cover`}{' '}
        these addresses. Approving this block rejects their pending claims.
      </p>
      <ul className="mt-2 space-y-2">
        {claims.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{claim.cidr}</span>
            <Badge tone={claim.status === 'approved' ? 'green' : 'yellow'}>{claim.status}</Badge>
            <span className="break-all">{claim.ownerEmail}</span>
            <Button size="sm" variant="secondary" onClick={() => openFileInNewTab(claim.loaUrl)}>
              View their LOA
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
