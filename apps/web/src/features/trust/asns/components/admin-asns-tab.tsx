import { useState } from 'react';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { AdminAsn, AdminAsnFilter } from '@netlease/shared/asns';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilteredPagedTable } from '@/components/ui/paged-table';
import { useAdminList } from '@/components/ui/use-server-filters';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useAdminAsns, type AdminAsnFilters } from '../api/get-admin-asns';
import { useReviewAsn } from '../api/review-asn';
import {
  REVIEW_STATUS_OPTIONS,
  ReviewDecision,
  ReviewFact,
} from '@/features/catalog/admin-approvals/components/review-decision';

const STATUS_OPTIONS: Array<{ value: AdminAsnFilter; label: string }> = [
  ...REVIEW_STATUS_OPTIONS,
  { value: 'all', label: 'All statuses' },
];

// The review queue is what an admin opens this tab for.
const START: AdminAsnFilters = { q: '', status: 'pending', page: 1 };

/**
 * The admin asns tab (docs/PRODUCT.md "ASNs and LOAs"): ASN number, user email, organization, rir, and a real
 * Review. The server filters (status, search) and pages, so a long history stays quick; a phone shows cards
 * (docs/PRODUCT.md "Trust signals").
 */
export default function AdminAsnsTab() {
  const list = useAdminList(START, 'q', useAdminAsns);
  const [reviewing, setReviewing] = useState<AdminAsn | null>(null);

  const columns: ResponsiveColumn<AdminAsn>[] = [
    {
      header: 'ASN',
      isCardTitle: true,
      cell: (row) => <span className="font-mono">{formatAsn(row.asnNumber)}</span>,
    },
    { header: 'User', cell: (row) => row.userEmail },
    { header: 'Organization', cell: (row) => row.organization },
    { header: 'RIR', cell: (row) => (row.country ? `${row.rir} · ${row.country}` : row.rir) },
    { header: 'Submitted', cell: (row) => formatDate(row.createdAt) },
    {
      header: 'Status',
      cell: (row) => (
        <div className="space-y-1">
          <StatusBadge status={row.status} />
          {row.status === 'rejected' && row.rejectionReason && (
            <p className="max-w-xs whitespace-pre-line break-words text-xs text-red-700">
              Reason: {row.rejectionReason}
            </p>
          )}
        </div>
      ),
    },
    {
      header: 'Action',
      isAction: true,
      // Only a pending ASN waits for a decision; the others show no button.
      cell: (row) =>
        row.status === 'pending' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setReviewing(row)}
            aria-label={`Review ${formatAsn(row.asnNumber)}`}
          >
            Review
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="space-y-4">
      <FilteredPagedTable
        list={list}
        search={{
          label: 'Search ASNs',
          hint: "An AS number (AS64500), the organization or the owner's email.",
        }}
        choice={{ key: 'status', label: 'Status', options: STATUS_OPTIONS }}
        noun={['ASN', 'ASNs']}
        label="ASNs"
        columns={columns}
        rowKey={(row) => row.id}
      />
      {reviewing && <ReviewAsnDialog asn={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}

function ReviewAsnDialog({ asn, onClose }: { asn: AdminAsn; onClose: () => void }) {
  const review = useReviewAsn();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Review ${formatAsn(asn.asnNumber)}`}>
      <dl className="space-y-1 text-sm text-slate-700">
        <ReviewFact label="Owner">{asn.userEmail}</ReviewFact>
        <ReviewFact label="Organization">{asn.organization}</ReviewFact>
        <ReviewFact label="RIR">
          {asn.rir}
          {asn.country ? ` · ${asn.country}` : ''}
        </ReviewFact>
      </dl>
      {/* Rejecting needs a reason (docs/PRODUCT.md "ASNs and LOAs"). */}
      <ReviewDecision
        isPending={review.isPending}
        onApprove={() => review.mutateAsync({ id: asn.id, action: 'approve' })}
        onReject={(reason) => review.mutateAsync({ id: asn.id, action: 'reject', reason })}
        onDone={onClose}
      />
    </Dialog>
  );
}
