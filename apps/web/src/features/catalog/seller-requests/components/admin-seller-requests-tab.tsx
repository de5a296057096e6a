import { useState } from 'react';
import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import { MESSAGES } from '@netlease/shared/messages';
import {
  SELLER_OFFERING_LABELS,
  SELLER_REASON_MAX,
  type PendingSellerRequest,
} from '@netlease/shared/seller-requests';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { toast, useErrorToast } from '@/lib/toast';
import { usePendingSellerRequests } from '../api/get-pending-seller-requests';
import { useReviewSellerRequest } from '../api/review-seller-request';

/**
 * The admins' queue of requests to become a seller (docs/decisions/170-becoming-a-seller.md):
 * who asks, their KYC state now, their company and what they want to sell; approve makes them a
 * monetizer, reject needs a reason.
 */
export default function AdminSellerRequestsTab() {
  const { data: rows, isPending, error } = usePendingSellerRequests();
  const review = useReviewSellerRequest();
  const [rejecting, setRejecting] = useState<PendingSellerRequest | null>(null);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  if (isPending) return <Spinner />;

  const approve = async (row: PendingSellerRequest) => {
    try {
      const result = await review.mutateAsync({ id: row.id, action: 'approve' });
      toast.success(result.title, result.message);
    } catch (failure) {
      toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };

  return (
    <>
      <ResponsiveTable
        label="Requests to become a seller"
        emptyText="No requests to become a seller are waiting."
        rows={rows ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'User',
            cell: (row) => (
              <span>
                <span className="font-medium text-slate-900">{row.userName}</span>
                <span className="block text-xs text-slate-500">{row.userEmail}</span>
              </span>
            ),
          },
          {
            header: 'KYC',
            cell: (row) => (
              <Badge tone={row.kycStatus === 'approved' ? 'green' : 'red'}>
                {KYC_STATUS_LABELS[row.kycStatus]}
              </Badge>
            ),
          },
          { header: 'Company', cell: (row) => row.companyName },
          { header: 'Sells', cell: (row) => SELLER_OFFERING_LABELS[row.offering] },
          {
            header: 'Description',
            cell: (row) => (
              <span className="block max-w-xs whitespace-pre-line break-words">{row.description}</span>
            ),
          },
          { header: 'Sent', cell: (row) => formatDate(row.createdAt) },
          {
            header: 'Actions',
            isAction: true,
            cell: (row) => (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setRejecting(row)}
                  disabled={review.isPending}
                  aria-label={`Reject the request of ${row.userName}`}
                >
                  Reject
                </Button>
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => void approve(row)}
                  disabled={review.isPending}
                  aria-label={`Approve the request of ${row.userName}`}
                >
                  Approve
                </Button>
              </div>
            ),
          },
        ]}
      />
      {rejecting && <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function RejectDialog({ request, onClose }: { request: PendingSellerRequest; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewSellerRequest();
  const reject = async () => {
    // A rejection carries its reason, which the user reads on /become-seller (decision 170).
    if (!reason.trim()) {
      toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
      return;
    }
    try {
      const result = await review.mutateAsync({ id: request.id, action: 'reject', reason: reason.trim() });
      toast.success(result.title, result.message);
      onClose();
    } catch (failure) {
      toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reject the request of ${request.userName}`}
    >
      <Field label="Rejection reason" hint="The user reads this and may send a new request.">
        {(id) => (
          <Textarea
            id={id}
            maxLength={SELLER_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" isLoading={review.isPending} onClick={() => void reject()}>
          Reject
        </Button>
      </div>
    </Dialog>
  );
}
