import { useState } from 'react';
import type { PendingAuction } from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { toast, useErrorToast } from '@/lib/toast';
import { usePendingAuctions } from '../api/get-pending-auctions';
import { useReviewAuction } from '../api/review-auction';

/** The admin auctions tab: block CIDR, seller email, reserve price, end date; reject and approve. */
export default function AdminAuctionsTab() {
  const { data: rows, isPending, error } = usePendingAuctions();
  const review = useReviewAuction();
  const [rejecting, setRejecting] = useState<PendingAuction | null>(null);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  if (isPending) return <Spinner />;

  const approve = async (row: PendingAuction) => {
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
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setRejecting(row)}
                  disabled={review.isPending}
                >
                  Reject
                </Button>
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => void approve(row)}
                  disabled={review.isPending}
                >
                  Approve
                </Button>
              </div>
            ),
          },
        ]}
      />
      {rejecting && <RejectAuctionDialog auction={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function RejectAuctionDialog({ auction, onClose }: { auction: PendingAuction; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewAuction();
  const reject = async () => {
    // Rejecting needs a reason (docs/PRODUCT.md "Creating an auction").
    if (!reason.trim()) {
      toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
      return;
    }
    try {
      const result = await review.mutateAsync({ id: auction.id, action: 'reject', reason: reason.trim() });
      toast.success(result.title, result.message);
      onClose();
    } catch (failure) {
      toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Reject the auction of ${auction.cidr}`}>
      <Field label="Rejection reason">
        {(id) => <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} />}
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
