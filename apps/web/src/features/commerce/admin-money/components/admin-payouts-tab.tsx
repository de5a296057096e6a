import { useState } from 'react';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUSES,
  markPayoutPaidInputSchema,
  rejectPayoutInputSchema,
  type AdminPayout,
} from '@netlease/shared/money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { StatusBadge } from '@/components/ui/badge';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useReviewPayout, type PayoutReview } from '../api/review-payout';
import { AdminMoneyTable } from './admin-money-table';
import { RejectDialog, sendReview } from '@/features/catalog/admin-approvals/components/review-decision';

/** Asks for the transfer's reference before marking a payout paid (docs/PRODUCT.md "Payouts"). */
function MarkPaidDialog({ payout, onClose }: { payout: AdminPayout; onClose: () => void }) {
  const review = useReviewPayout();
  const form = useZodForm(markPayoutPaidInputSchema, { defaultValues: { reference: '' } });
  const markPaid = async ({ reference }: { reference: string }) => {
    if (await sendReview(() => review.mutateAsync({ id: payout.id, action: 'mark-paid', reference })))
      onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Mark ${formatCents(payout.amount)} to ${payout.userEmail} paid`}
    >
      <Form form={form} onSubmit={markPaid} failure={MESSAGES.actionFailed}>
        <FormField
          name="reference"
          label="Payment reference"
          hint="The reference of the transfer, as the bank or service shows it. The seller sees it."
        >
          {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
        </FormField>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="success" isLoading={review.isPending}>
            Mark Paid
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

function PayoutActions({
  payout,
  onReject,
  onMarkPaid,
}: {
  payout: AdminPayout;
  onReject: (payout: AdminPayout) => void;
  onMarkPaid: (payout: AdminPayout) => void;
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
      <Button size="sm" variant="success" disabled={review.isPending} onClick={() => onMarkPaid(payout)}>
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
  const [paying, setPaying] = useState<AdminPayout | null>(null);
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
    {
      header: 'Status',
      cell: (row) => (
        <span className="inline-flex flex-col items-end gap-1 lg:items-start">
          <StatusBadge status={row.status} />
          {row.paymentReference && (
            <span className="max-w-56 break-words text-xs text-slate-600">Ref: {row.paymentReference}</span>
          )}
        </span>
      ),
    },
    { header: 'Requested', cell: (row) => formatDate(row.requestedAt) },
    {
      header: 'Actions',
      isAction: true,
      cell: (row) => <PayoutActions payout={row} onReject={setRejecting} onMarkPaid={setPaying} />,
    },
  ];
  return (
    <>
      <AdminMoneyTable tab="payouts" statuses={PAYOUT_STATUSES} columns={columns} noun="payouts" />
      {paying && <MarkPaidDialog payout={paying} onClose={() => setPaying(null)} />}
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
