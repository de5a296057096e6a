import type { PendingAuction } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { formatDate, formatDateTime } from '@/lib/dates';
import { usePendingAuctions } from '../api/get-pending-auctions';
import { useReviewAuction } from '../api/review-auction';
import { ReviewQueue } from '@/features/catalog/admin-approvals/components/review-decision';

/**
 * The admin auctions tab: block CIDR, seller email, reserve price, end date; reject with a reason, or
 * approve after a confirmation, since an approved auction goes live at once (docs/PRODUCT.md "Creating
 * an auction").
 */
export default function AdminAuctionsTab() {
  const auctions = usePendingAuctions();
  const review = useReviewAuction();
  return (
    <ReviewQueue<PendingAuction>
      label="Auctions waiting for approval"
      query={auctions}
      columns={[
        {
          header: 'IP block',
          isCardTitle: true,
          cell: (row) => <span className="font-mono">{row.cidr}</span>,
        },
        { header: 'Seller', cell: (row) => row.sellerEmail },
        { header: 'Reserve price', cell: (row) => formatCents(row.reservePrice) },
        { header: 'End date', cell: (row) => formatDate(row.endTime) },
      ]}
      isDeciding={review.isPending}
      onApprove={(row) => review.mutateAsync({ id: row.id, action: 'approve' })}
      // Rejecting needs a reason (docs/PRODUCT.md "Creating an auction").
      onReject={(row, reason) => review.mutateAsync({ id: row.id, action: 'reject', reason })}
      rejectTitle={(row) => `Reject the auction of ${row.cidr}`}
      approveConfirm={(row) => ({
        title: 'Approve this auction?',
        message: `It goes live at once: ${row.cidr} takes bids from ${formatDateTime(row.startTime)} until ${formatDateTime(row.endTime)}, and the seller is told.`,
      })}
    />
  );
}
