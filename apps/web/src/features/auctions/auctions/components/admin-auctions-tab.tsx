import { useState } from 'react';
import type { PendingAuction } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { usePendingAuctions } from '../api/get-pending-auctions';
import { useReviewAuction } from '../api/review-auction';
import { RejectDialog, ReviewButtons } from '@/features/catalog/admin-approvals/components/review-decision';

/** The admin auctions tab: block CIDR, seller email, reserve price, end date; reject and approve. */
export default function AdminAuctionsTab() {
  const { data: rows, isPending, error } = usePendingAuctions();
  const review = useReviewAuction();
  const [rejecting, setRejecting] = useState<PendingAuction | null>(null);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  if (isPending) return <Spinner />;

  return (
    <>
      <ResponsiveTable
        label="Auctions waiting for approval"
        rows={rows ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'IP block',
            isCardTitle: true,
            cell: (row) => <span className="font-mono">{row.cidr}</span>,
          },
          { header: 'Seller', cell: (row) => row.sellerEmail },
          { header: 'Reserve price', cell: (row) => formatCents(row.reservePrice) },
          { header: 'End date', cell: (row) => formatDate(row.endTime) },
          {
            header: 'Actions',
            isAction: true,
            cell: (row) => (
              <ReviewButtons
                isPending={review.isPending}
                onReject={() => setRejecting(row)}
                onApprove={() => review.mutateAsync({ id: row.id, action: 'approve' })}
              />
            ),
          },
        ]}
      />
      {rejecting && (
        // Rejecting needs a reason (docs/PRODUCT.md "Creating an auction").
        <RejectDialog
          title={`Reject the auction of ${rejecting.cidr}`}
          isPending={review.isPending}
          onReject={(reason) => review.mutateAsync({ id: rejecting.id, action: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
