import { useState } from 'react';
import type { ApprovalKind, PendingApprovals } from '@netlease/shared/catalog';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { usePendingApprovals } from '../api/get-pending-approvals';
import { ApprovalList } from './approval-list';
import { ListingAvailability } from './listing-availability';
import { ReviewDialog, reviewTitle, type Reviewing } from './review-dialog';

function ReviewButton({ reviewing, onOpen }: { reviewing: Reviewing; onOpen: (r: Reviewing) => void }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      className="w-full lg:w-auto"
      aria-label={`Review ${reviewTitle(reviewing)}`}
      onClick={() => onOpen(reviewing)}
    >
      Review
    </Button>
  );
}

/** The item's name, marked when it is a change to a live item rather than a new one. */
function ItemName({ name, changeOf }: { name: string; changeOf: 'listing' | 'package' | null }) {
  return (
    <div className="min-w-0">
      <span className="break-words">{name}</span>
      {changeOf && (
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-slate-600">
          <Badge tone="purple">Changes</Badge>
          Change to a live {changeOf}
        </span>
      )}
    </div>
  );
}

/** The review dialog follows the list: after a refresh it shows the item's current state. */
function findItem(data: PendingApprovals | undefined, kind: ApprovalKind, id: string): Reviewing | null {
  if (kind === 'ip-blocks') {
    const item = data?.ipBlocks.find((entry) => entry.id === id);
    return item ? { kind, item } : null;
  }
  if (kind === 'server-packages') {
    const item = data?.serverPackages.find((entry) => entry.id === id);
    return item ? { kind, item } : null;
  }
  const item = data?.listings.find((entry) => entry.id === id);
  return item ? { kind, item } : null;
}

/**
 * The admin approvals tab: pending server packages and pending IP blocks, each with a Review
 * dialog, plus the listings waiting for review (they go live on approval). Live listings and
 * packages whose new text waits for review are listed too, marked 'Changes' (docs/PRODUCT.md
 * "Seller workspace"); a listing shows its range and how much of it is free (docs/PRODUCT.md
 * "Inventory"). Mounted by the admin page.
 */
export default function AdminApprovalsTab() {
  const { data, isPending, error } = usePendingApprovals();
  const [open, setOpen] = useState<{ kind: ApprovalKind; id: string } | null>(null);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  if (isPending) return <Spinner />;

  const reviewing = open ? findItem(data, open.kind, open.id) : null;
  const onOpen = (next: Reviewing) => setOpen({ kind: next.kind, id: next.item.id });

  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-servers">
        <h3 id="pending-servers" className="mb-3 text-lg font-semibold text-slate-900">
          Pending Server Packages
        </h3>
        <ApprovalList
          label="Pending server packages"
          rows={data?.serverPackages ?? []}
          rowKey={(row) => row.id}
          heading={{
            header: 'Name',
            cell: (row) => <ItemName name={row.name} changeOf={row.changes ? 'package' : null} />,
          }}
          columns={[
            { header: 'Owner', cell: (row) => row.ownerEmail },
            { header: 'Location', cell: (row) => row.location },
            { header: 'Price', cell: (row) => `${formatCents(row.priceCents)}/month` },
            { header: 'Created', cell: (row) => formatDate(row.createdAt) },
          ]}
          action={(row) => (
            <ReviewButton reviewing={{ kind: 'server-packages', item: row }} onOpen={onOpen} />
          )}
        />
      </section>
      <section aria-labelledby="pending-blocks">
        <h3 id="pending-blocks" className="mb-3 text-lg font-semibold text-slate-900">
          Pending IP Blocks
        </h3>
        <ApprovalList
          label="Pending IP blocks"
          rows={data?.ipBlocks ?? []}
          rowKey={(row) => row.id}
          heading={{
            header: 'CIDR',
            cell: (row) => (
              <span className="inline-flex flex-wrap items-center gap-2">
                <span className="font-mono">{row.cidr}</span>
                {row.contested.length > 0 && <Badge tone="yellow">Contested</Badge>}
              </span>
            ),
          }}
          columns={[
            { header: 'Owner', cell: (row) => row.ownerEmail },
            { header: 'RIR', cell: (row) => row.rir.toUpperCase() },
            { header: 'Country', cell: (row) => row.countryCode ?? '—' },
            { header: 'Submitted', cell: (row) => formatDate(row.createdAt) },
          ]}
          action={(row) => <ReviewButton reviewing={{ kind: 'ip-blocks', item: row }} onOpen={onOpen} />}
        />
      </section>
      <section aria-labelledby="pending-listings">
        <h3 id="pending-listings" className="mb-3 text-lg font-semibold text-slate-900">
          Pending Listings
        </h3>
        <ApprovalList
          label="Pending listings"
          rows={data?.listings ?? []}
          rowKey={(row) => row.id}
          heading={{
            header: 'Title',
            cell: (row) => <ItemName name={row.title} changeOf={row.changes ? 'listing' : null} />,
          }}
          columns={[
            { header: 'Owner', cell: (row) => row.ownerEmail },
            {
              header: 'Range',
              cell: (row) => (
                // Whole in the table; a long IPv6 range may wrap on a phone's card.
                <span className="font-mono lg:whitespace-nowrap">{row.cidr ?? row.ipBlockCidr ?? '—'}</span>
              ),
            },
            { header: 'Free', cell: (row) => <ListingAvailability listing={row} /> },
            { header: 'Price', cell: (row) => `${formatCents(row.priceCents)}/${row.period}` },
            { header: 'Created', cell: (row) => formatDate(row.createdAt) },
          ]}
          action={(row) => <ReviewButton reviewing={{ kind: 'listings', item: row }} onOpen={onOpen} />}
        />
      </section>
      {reviewing && <ReviewDialog key={open?.id} reviewing={reviewing} onClose={() => setOpen(null)} />}
    </div>
  );
}
