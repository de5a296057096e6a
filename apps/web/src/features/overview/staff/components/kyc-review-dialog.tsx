import { useState } from 'react';
import { FileText } from 'lucide-react';
import {
  KYC_MESSAGES,
  kycReviewInputSchema,
  type KycReviewAction,
  type PendingKyc,
} from '@netlease/shared/kyc';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { validateWith } from '@/features/accounts/auth/validate';
import { useReviewKyc } from '../api/review-kyc';

/** Opens a document through the authorised route in a new tab (the session cookie goes along). */
function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50"
    >
      <FileText className="size-4" aria-hidden /> {label}
    </a>
  );
}

/**
 * The staff KYC review (docs/PRODUCT.md "KYC"): document links, a rejection reason, Reject and Approve (and
 * Flag).
 */
export function KycReviewDialog({ request, onClose }: { request: PendingKyc | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewKyc();
  const [pendingAction, setPendingAction] = useState<KycReviewAction | null>(null);

  const decide = async (action: KycReviewAction) => {
    if (!request) return;
    const input = { action, reason: action === 'reject' ? reason : undefined };
    const checked = validateWith(kycReviewInputSchema, input);
    if ('error' in checked) {
      toast.error(checked.error.title, checked.error.description);
      return;
    }
    setPendingAction(action);
    try {
      const result = await review.mutateAsync({ id: request.id, input });
      toast.success(result.title, result.message);
      setReason('');
      onClose();
    } catch (error) {
      toast.fromError(error, KYC_MESSAGES.updateFailed.title);
    } finally {
      setPendingAction(null);
    }
  };

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onClose();
        }
      }}
      title="Review KYC"
      description={request ? `${request.name} · ${request.email}` : undefined}
    >
      {request && (
        <div className="space-y-4">
          <p className="text-sm text-slate-500">Submitted {formatDateTime(request.submittedAt)}</p>
          <div className="flex flex-wrap gap-2">
            <DocumentLink href={request.documents.id} label="ID Document" />
            {request.documents.business && (
              <DocumentLink href={request.documents.business} label="Business Document" />
            )}
          </div>
          <Field label="Rejection reason">
            {(id) => (
              <Textarea
                id={id}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder="Required when rejecting"
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => void decide('flag')}
              isLoading={pendingAction === 'flag'}
              disabled={review.isPending}
            >
              Flag
            </Button>
            <Button
              variant="destructive"
              onClick={() => void decide('reject')}
              isLoading={pendingAction === 'reject'}
              disabled={review.isPending}
            >
              Reject
            </Button>
            <Button
              onClick={() => void decide('approve')}
              isLoading={pendingAction === 'approve'}
              disabled={review.isPending}
            >
              Approve
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
