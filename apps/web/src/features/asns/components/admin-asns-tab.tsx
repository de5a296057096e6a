import { useEffect, useState } from 'react';
import { formatAsn, type AdminAsn } from '@netlease/shared/asns';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { DataTable } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { usePendingAsns } from '../api/get-pending-asns';
import { useReviewAsn } from '../api/review-asn';

/** Spec part 1 /admin asns tab: ASN number, user email, organization, rir, and a real Review. */
export default function AdminAsnsTab() {
  const { data: rows, isPending, error } = usePendingAsns();
  const [reviewing, setReviewing] = useState<AdminAsn | null>(null);
  useEffect(() => {
    if (error) toast.fromError(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  }, [error]);
  if (isPending) return <Spinner />;

  return (
    <>
      <DataTable
        rows={rows ?? []}
        rowKey={(row) => row.id}
        columns={[
          { header: 'ASN', cell: (row) => <span className="font-mono">{formatAsn(row.asnNumber)}</span> },
          { header: 'User', cell: (row) => row.userEmail },
          { header: 'Organization', cell: (row) => row.organization },
          { header: 'RIR', cell: (row) => row.rir },
          {
            header: 'Action',
            cell: (row) => (
              <Button size="sm" variant="secondary" onClick={() => setReviewing(row)}>
                Review
              </Button>
            ),
          },
        ]}
      />
      {reviewing && <ReviewAsnDialog asn={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

function ReviewAsnDialog({ asn, onClose }: { asn: AdminAsn; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewAsn();

  const decide = async (action: 'approve' | 'reject') => {
    // Spec part 1 §5: rejecting needs a reason.
    if (action === 'reject' && !reason.trim()) {
      toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
      return;
    }
    try {
      const result = await review.mutateAsync(
        action === 'approve' ? { id: asn.id, action } : { id: asn.id, action, reason: reason.trim() },
      );
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(error, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Review ${formatAsn(asn.asnNumber)}`}>
      <dl className="space-y-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium">Owner: </dt>
          <dd className="inline">{asn.userEmail}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Organization: </dt>
          <dd className="inline">{asn.organization}</dd>
        </div>
        <div>
          <dt className="inline font-medium">RIR: </dt>
          <dd className="inline">
            {asn.rir}
            {asn.country ? ` · ${asn.country}` : ''}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <Field label="Rejection reason">
          {(id) => <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="destructive" onClick={() => void decide('reject')} disabled={review.isPending}>
          Reject
        </Button>
        <Button variant="success" onClick={() => void decide('approve')} disabled={review.isPending}>
          Approve
        </Button>
      </div>
    </Dialog>
  );
}
