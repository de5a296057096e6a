import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import {
  SELLER_OFFERING_LABELS,
  SELLER_REASON_MAX,
  rejectSellerRequestInputSchema,
  type PendingSellerRequest,
} from '@netlease/shared/seller-requests';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { usePendingSellerRequests } from '../api/get-pending-seller-requests';
import { useReviewSellerRequest } from '../api/review-seller-request';
import { ReviewQueue } from '@/features/catalog/admin-approvals/components/review-decision';

/**
 * The admins' queue of requests to become a seller (docs/decisions/170-becoming-a-seller.md):
 * who asks, their KYC state now, their company and what they want to sell; approve makes them a
 * monetizer, reject needs a reason.
 */
export default function AdminSellerRequestsTab() {
  const requests = usePendingSellerRequests();
  const review = useReviewSellerRequest();
  return (
    <ReviewQueue<PendingSellerRequest>
      label="Requests to become a seller"
      query={requests}
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
      ]}
      isDeciding={review.isPending}
      onApprove={(row) => review.mutateAsync({ id: row.id, action: 'approve' })}
      // A rejection carries its reason, which the user reads on /become-seller (decision 170).
      onReject={(row, reason) => review.mutateAsync({ id: row.id, action: 'reject', reason })}
      rejectTitle={(row) => `Reject the request of ${row.userName}`}
      rejectHint="The user reads this and may send a new request."
      rejectMaxLength={SELLER_REASON_MAX}
      rejectSchema={rejectSellerRequestInputSchema}
      rowName={(row) => `the request of ${row.userName}`}
    />
  );
}
