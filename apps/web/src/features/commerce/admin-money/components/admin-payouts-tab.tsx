import { useState } from 'react';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUSES,
  rejectPayoutInputSchema,
  type AdminPayout,
} from '@netlease/shared/money';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useReviewPayout, type PayoutReview } from '../api/review-payout';
import { AdminMoneyTable } from './admin-money-table';
import { RejectDialog } from '@/features/catalog/admin-approvals/components/review-decision';

function PayoutActions({
  payout,
  onReject,
}: {
  payout: AdminPayout;
  onReject: (payout: AdminPayout) => void;
}) {
  const review = useReviewPayout();
  const run = (action: PayoutReview) =>
    review.mutate(action, {
      onSuccess: (result) => toast.success(result.title, result.message),
      onError: (error) => toast.fromError(error, MESSAGES.actionFailed.title),
    });
  const isOpen = payout.status === 'requested' || payout.status === 'approved';
  // A paid or rejected payout has nothing left to do (the phone card then shows no action line).
  if (!isOpen) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {payout.status === 'requested' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={review.isPending}
          onClick={() => run({ id: payout.id, action: 'approve' })}
        >
          Approve
        </Button>
      )}
      <Button
        size="sm"
        variant="success"
        disabled={review.isPending}
        onClick={() => run({ id: payout.id, action: 'mark-paid' })}
      >
        Mark Paid
      </Button>
      <Button size="sm" variant="destructive" disabled={review.isPending} onClick={() => onReject(payout)}>
        Reject
      </Button>
    </div>
  );
}

/** Admin payouts tab: every payout request, approve / mark paid / reject (the amount returns). */
export default function AdminPayoutsTab() {
  const [rejecting, setRejecting] = useState<AdminPayout | null>(null);
  const review = useReviewPayout();
  const columns: ResponsiveColumn<AdminPayout>[] = [
    { header: 'User', isCardTitle: true, cell: (row) => <span title={row.userName}>{row.userEmail}</span> },
    { header: 'Amount', cell: (row) => formatCents(row.amount) },
    { header: 'Method', cell: (row) => PAYOUT_METHOD_LABELS[row.method] },
    {
      header: 'Details',
      cell: (row) => (
        <span className="text-xs text-slate-500">
          {Object.entries(row.details)
            .map(([key, value]) => `${key}: ${value}`)
            .join(' · ')}
        </span>
      ),
    },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'Requested', cell: (row) => formatDate(row.requestedAt) },
    {
      header: 'Actions',
      isAction: true,
      cell: (row) => <PayoutActions payout={row} onReject={setRejecting} />,
    },
  ];
  return (
    <>
      <AdminMoneyTable tab="payouts" statuses={PAYOUT_STATUSES} columns={columns} noun="payouts" />
      {rejecting && (
        <RejectDialog
          title="Reject payout"
          label="Reason"
          reasonSchema={rejectPayoutInputSchema}
          isPending={review.isPending}
          onReject={(reason) => review.mutateAsync({ id: rejecting.id, action: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
