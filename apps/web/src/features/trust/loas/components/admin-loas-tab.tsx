import { useState } from 'react';
import { formatAsn } from '@netlease/shared/asns-constants';
import { loaRejectInputSchema, type LoaRecord, type LoaStatus } from '@netlease/shared/loas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilteredPagedTable } from '@/components/ui/paged-table';
import { useAdminList } from '@/components/ui/use-server-filters';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { openFileInNewTab } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useAdminLoas, type AdminLoaFilters } from '../api/get-admin-loas';
import { useReviewLoa } from '../api/review-loa';
import { LoaStatusWithReason } from './loa-status';
import {
  REVIEW_STATUS_OPTIONS,
  ReviewDecision,
  ReviewFact,
} from '@/features/catalog/admin-approvals/components/review-decision';

const orderLabel = (loa: LoaRecord) => loa.orderId.slice(0, 8);

const STATUS_OPTIONS: Array<{ value: LoaStatus | ''; label: string }> = [
  { value: '', label: 'All statuses (waiting first)' },
  ...REVIEW_STATUS_OPTIONS,
  // A letter whose lease ended or whose buyer named another ASN (docs/PRODUCT.md "Delivering a lease").
  { value: 'revoked', label: 'Revoked' },
];

const START: AdminLoaFilters = { q: '', status: '', page: 1 };

/**
 * The admin loas tab (docs/PRODUCT.md "ASNs and LOAs"): ASN number, buyer email, IP block cidr, monetizer
 * email, View LOA; an uploaded letter waits here (pending first) for an admin to approve or reject it. The
 * server filters (status, search) and pages, so a long history stays quick; a phone shows cards
 * (docs/PRODUCT.md "Trust signals").
 */
export default function AdminLoasTab() {
  const list = useAdminList(START, 'q', useAdminLoas);
  const [reviewing, setReviewing] = useState<LoaRecord | null>(null);

  const columns: ResponsiveColumn<LoaRecord>[] = [
    { header: 'ASN', cell: (row) => (row.asnNumber ? formatAsn(row.asnNumber) : '—') },
    { header: 'Buyer', cell: (row) => row.buyerEmail },
    { header: 'IP block', cell: (row) => <span className="font-mono">{row.prefix ?? '—'}</span> },
    { header: 'Monetizer', cell: (row) => row.monetizerEmail },
    {
      header: 'Status',
      cell: (row) => <LoaStatusWithReason letter={row} />,
    },
    {
      header: 'File',
      isAction: true,
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          className="whitespace-nowrap"
          onClick={() => openFileInNewTab(row.fileUrl)}
        >
          View LOA
        </Button>
      ),
    },
    {
      header: 'Review',
      isAction: true,
      cell: (row) =>
        row.status === 'pending' ? (
          <Button
            size="sm"
            onClick={() => setReviewing(row)}
            aria-label={`Review LOA for order ${orderLabel(row)}`}
          >
            Review
          </Button>
        ) : (
          <span className="text-xs text-slate-500">
            {row.reviewedAt ? `Reviewed ${formatDate(row.reviewedAt)}` : 'Issued approved'}
          </span>
        ),
    },
  ];

  return (
    <div className="space-y-4">
      <FilteredPagedTable
        list={list}
        search={{ label: 'Search LOAs', hint: "The buyer's or the monetizer's email, or the IP block." }}
        choice={{ key: 'status', label: 'Status', options: STATUS_OPTIONS }}
        noun={['LOA', 'LOAs']}
        label="LOAs"
        rowKey={(row) => row.id}
        columns={columns}
      />
      {reviewing && <ReviewLoaDialog loa={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}

function ReviewLoaDialog({ loa, onClose }: { loa: LoaRecord; onClose: () => void }) {
  const review = useReviewLoa();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Review LOA for order ${orderLabel(loa)}`}
    >
      <dl className="space-y-1 text-sm text-slate-700">
        <ReviewFact label="IP block">
          <span className="font-mono">{loa.prefix ?? '—'}</span>
        </ReviewFact>
        <ReviewFact label="ASN">{loa.asnNumber ? formatAsn(loa.asnNumber) : 'Not named yet'}</ReviewFact>
        <ReviewFact label="Buyer">{loa.buyerEmail}</ReviewFact>
        <ReviewFact label="Owner">{loa.monetizerEmail}</ReviewFact>
        <ReviewFact label="Uploaded">{formatDate(loa.issuedAt)}</ReviewFact>
      </dl>
      <Button className="mt-3" size="sm" variant="secondary" onClick={() => openFileInNewTab(loa.fileUrl)}>
        View LOA
      </Button>
      <ReviewDecision
        isPending={review.isPending}
        onApprove={() => review.mutateAsync({ id: loa.id, action: 'approve' })}
        onReject={(reason) => review.mutateAsync({ id: loa.id, action: 'reject', reason })}
        onDone={onClose}
        reasonSchema={loaRejectInputSchema}
      />
    </Dialog>
  );
}
