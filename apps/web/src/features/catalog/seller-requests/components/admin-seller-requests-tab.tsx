import { useState } from 'react';
import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import { MESSAGES } from '@netlease/shared/messages';
import {
  SELLER_OFFERING_LABELS,
  SELLER_REASON_MAX,
  type PendingSellerRequest,
} from '@netlease/shared/seller-requests';
import { Badge } from '@/components/ui/badge';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { usePendingSellerRequests } from '../api/get-pending-seller-requests';
import { useReviewSellerRequest } from '../api/review-seller-request';
import { RejectDialog, ReviewButtons } from '@/features/catalog/admin-approvals/components/review-decision';

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
              <ReviewButtons
                isPending={review.isPending}
                onReject={() => setRejecting(row)}
                onApprove={() => review.mutateAsync({ id: row.id, action: 'approve' })}
                rejectLabel={`Reject the request of ${row.userName}`}
                approveLabel={`Approve the request of ${row.userName}`}
              />
            ),
          },
        ]}
      />
      {rejecting && (
        // A rejection carries its reason, which the user reads on /become-seller (decision 170).
        <RejectDialog
          title={`Reject the request of ${rejecting.userName}`}
          hint="The user reads this and may send a new request."
          maxLength={SELLER_REASON_MAX}
          isPending={review.isPending}
          onReject={(reason) => review.mutateAsync({ id: rejecting.id, action: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
