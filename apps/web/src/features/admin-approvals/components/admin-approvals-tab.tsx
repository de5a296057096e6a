import { useEffect, useState } from 'react';
import type { PendingIpBlock, PendingListing, PendingServerPackage } from '@netlease/shared/catalog';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { DataTable } from '@/components/ui/table';
import { openFileInNewTab } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePendingApprovals } from '../api/get-pending-approvals';
import { useReviewItem } from '../api/review-item';

type Reviewing =
  | { kind: 'ip-blocks'; item: PendingIpBlock }
  | { kind: 'server-packages'; item: PendingServerPackage }
  | { kind: 'listings'; item: PendingListing };

const reviewButton = (onClick: () => void) => (
  <Button size="sm" variant="secondary" onClick={onClick}>
    Review
  </Button>
);

/**
 * Spec part 1 /admin approvals tab: pending server packages and pending IP blocks (plus pending
 * listings, which go live on approval), each with a Review dialog. Mounted by the admin page.
 */
export default function AdminApprovalsTab() {
  const { data, isPending, error } = usePendingApprovals();
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  useEffect(() => {
    if (error) toast.fromError(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  }, [error]);
  if (isPending) return <Spinner />;

  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-servers">
        <h3 id="pending-servers" className="mb-3 text-lg font-semibold text-slate-900">
          Pending Server Packages
        </h3>
        <DataTable
          rows={data?.serverPackages ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Name', cell: (row) => row.name },
            { header: 'Owner', cell: (row) => row.ownerEmail },
            { header: 'Location', cell: (row) => row.location },
            { header: 'Price', cell: (row) => `${formatCents(row.priceCents)}/month` },
            { header: 'Submitted', cell: (row) => formatDate(row.createdAt) },
            {
              header: 'Action',
              cell: (row) => reviewButton(() => setReviewing({ kind: 'server-packages', item: row })),
            },
          ]}
        />
      </section>
      <section aria-labelledby="pending-blocks">
        <h3 id="pending-blocks" className="mb-3 text-lg font-semibold text-slate-900">
          Pending IP Blocks
        </h3>
        <DataTable
          rows={data?.ipBlocks ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: 'CIDR', cell: (row) => <span className="font-mono">{row.cidr}</span> },
            { header: 'Owner', cell: (row) => row.ownerEmail },
            { header: 'RIR', cell: (row) => row.rir.toUpperCase() },
            { header: 'Country', cell: (row) => row.countryCode ?? '—' },
            { header: 'Submitted', cell: (row) => formatDate(row.createdAt) },
            {
              header: 'Action',
              cell: (row) => reviewButton(() => setReviewing({ kind: 'ip-blocks', item: row })),
            },
          ]}
        />
      </section>
      <section aria-labelledby="pending-listings">
        <h3 id="pending-listings" className="mb-3 text-lg font-semibold text-slate-900">
          Pending Listings
        </h3>
        <DataTable
          rows={data?.listings ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Title', cell: (row) => row.title },
            { header: 'Owner', cell: (row) => row.ownerEmail },
            { header: 'Type', cell: (row) => (row.type === 'ip' ? 'IP Block' : 'Server') },
            { header: 'Block', cell: (row) => <span className="font-mono">{row.ipBlockCidr ?? '—'}</span> },
            { header: 'Price', cell: (row) => `${formatCents(row.priceCents)}/${row.period}` },
            {
              header: 'Action',
              cell: (row) => reviewButton(() => setReviewing({ kind: 'listings', item: row })),
            },
          ]}
        />
      </section>
      {reviewing && <ReviewDialog reviewing={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}

function ReviewDialog({ reviewing, onClose }: { reviewing: Reviewing; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewItem();
  const { kind, item } = reviewing;
  const title =
    reviewing.kind === 'ip-blocks'
      ? reviewing.item.cidr
      : reviewing.kind === 'server-packages'
        ? reviewing.item.name
        : reviewing.item.title;

  const decide = async (action: 'approve' | 'reject') => {
    // Spec part 1 §5: rejecting any item needs a reason.
    if (action === 'reject' && !reason.trim()) {
      toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
      return;
    }
    const id = item.id;
    try {
      const result = await review.mutateAsync(
        action === 'approve' ? { kind, id, action } : { kind, id, action, reason: reason.trim() },
      );
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(error, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Review ${title}`}>
      <div className="space-y-2 text-sm text-slate-700">
        <p
          className={
            reviewing.kind === 'ip-blocks'
              ? 'font-mono text-base text-slate-900'
              : 'text-base font-semibold text-slate-900'
          }
        >
          {title}
        </p>
        <p>Owner: {item.ownerEmail}</p>
        {reviewing.kind === 'ip-blocks' && (
          <>
            <p>
              {reviewing.item.rir.toUpperCase()}
              {reviewing.item.countryCode ? ` · ${reviewing.item.countryCode}` : ''}
            </p>
            <Button size="sm" variant="secondary" onClick={() => openFileInNewTab(reviewing.item.loaUrl)}>
              View LOA Document
            </Button>
          </>
        )}
        {reviewing.kind === 'server-packages' && (
          <>
            <p className="whitespace-pre-line">{reviewing.item.description}</p>
            <p className="text-slate-500">
              {reviewing.item.cpu} · {reviewing.item.ram} · {reviewing.item.storage} ·{' '}
              {reviewing.item.bandwidth} · {reviewing.item.location} ·{' '}
              {formatCents(reviewing.item.priceCents)}/month · stock {reviewing.item.stockCount}
              {reviewing.item.isBundle ? ' · bundle' : ''}
            </p>
          </>
        )}
        {reviewing.kind === 'listings' && (
          <>
            <p className="whitespace-pre-line">{reviewing.item.description}</p>
            <p className="text-slate-500">
              {reviewing.item.location} · {formatCents(reviewing.item.priceCents)}/{reviewing.item.period}
              {reviewing.item.ipBlockCidr ? ` · block ${reviewing.item.ipBlockCidr}` : ''}
              {reviewing.item.subnet ? ` · ${reviewing.item.subnet}` : ''}
              {reviewing.item.ipCount ? ` · ${reviewing.item.ipCount} IPs` : ''}
            </p>
          </>
        )}
      </div>
      <div className="mt-4">
        <Field label="Rejection reason">
          {(id) => <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="destructive" onClick={() => void decide('reject')} disabled={review.isPending}>
          Reject
        </Button>
        <Button variant="success" onClick={() => void decide('approve')} disabled={review.isPending}>
          Approve
        </Button>
      </div>
    </Dialog>
  );
}
