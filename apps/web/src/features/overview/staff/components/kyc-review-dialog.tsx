import { useState, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import {
  KYC_MESSAGES,
  kycReviewInputSchema,
  type KycReviewAction,
  type PendingKyc,
} from '@netlease/shared/kyc';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { CountryName } from '@/components/ui/country-select';
import { formatDate, formatDateTime } from '@/lib/dates';
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

function ApplicantFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The staff KYC review (docs/PRODUCT.md "KYC"): who asks (country, company, member since), document links, a rejection reason, Reject and Approve (and
 * Flag). Each button submits the one form with its action, so a rejection without a reason is refused
 * beside the field like any other form.
 */
export function KycReviewDialog({ request, onClose }: { request: PendingKyc | null; onClose: () => void }) {
  const form = useZodForm(kycReviewInputSchema, { defaultValues: { action: 'approve', reason: '' } });
  const review = useReviewKyc();
  const [pendingAction, setPendingAction] = useState<KycReviewAction | null>(null);

  const close = () => {
    form.reset();
    onClose();
  };
  const actionButton = (action: KycReviewAction) => ({
    type: 'submit' as const,
    onClick: () => {
      form.setValue('action', action);
      setPendingAction(action);
    },
    isLoading: review.isPending && pendingAction === action,
    disabled: review.isPending,
  });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title="Review KYC"
      description={request ? `${request.name} · ${request.email}` : undefined}
    >
      {request && (
        <Form
          form={form}
          failure={KYC_MESSAGES.updateFailed}
          className="space-y-4"
          send={({ action, reason }) =>
            review.mutateAsync({
              id: request.id,
              input: { action, reason: action === 'reject' ? reason : undefined },
            })
          }
          onSent={close}
        >
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <ApplicantFact label="Country">
              {request.country ? <CountryName code={request.country} /> : 'Not given'}
            </ApplicantFact>
            <ApplicantFact label="Member since">{formatDate(request.memberSince)}</ApplicantFact>
            <ApplicantFact label="Company">{request.companyName ?? 'None on the profile'}</ApplicantFact>
            <ApplicantFact label="Company address">{request.companyAddress ?? '—'}</ApplicantFact>
            <ApplicantFact label="Submitted">{formatDateTime(request.submittedAt)}</ApplicantFact>
          </dl>
          <div className="flex flex-wrap gap-2">
            <DocumentLink href={request.documents.id} label="ID Document" />
            {request.documents.business && (
              <DocumentLink href={request.documents.business} label="Business Document" />
            )}
          </div>
          <FormField name="reason" label="Rejection reason">
            {(control) => <Textarea {...control} placeholder="Required when rejecting" />}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" {...actionButton('flag')}>
              Flag
            </Button>
            <Button variant="destructive" {...actionButton('reject')}>
              Reject
            </Button>
            <Button {...actionButton('approve')}>Approve</Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
