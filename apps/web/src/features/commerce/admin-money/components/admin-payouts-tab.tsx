import { useState } from 'react';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUSES, type AdminPayout } from '@netlease/shared/money';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useReviewPayout, type PayoutReview } from '../api/review-payout';
import { AdminMoneyTable } from './admin-money-table';

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
  const [reason, setReason] = useState('');
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
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Reject payout"
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim())
              return toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
            review.mutate(
              { id: rejecting!.id, action: 'reject', reason: reason.trim() },
              {
                onSuccess: (result) => {
                  toast.success(result.title, result.message);
                  setRejecting(null);
                  setReason('');
                },
                onError: (error) => toast.fromError(error, MESSAGES.actionFailed.title),
              },
            );
          }}
        >
          <Field label="Reason">
            {(id) => <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
          <Button type="submit" variant="destructive" isLoading={review.isPending}>
            Reject
          </Button>
        </form>
      </Dialog>
    </>
  );
}
