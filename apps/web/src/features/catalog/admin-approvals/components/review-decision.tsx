import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/field';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { toast, useErrorToast } from '@/lib/toast';

/** The states of a reviewed item, as a status filter offers them. */
export const REVIEW_STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** What the server answers to an admin's decision: the toast to show. */
interface ReviewAnswer {
  title: string;
  message: string;
}

/**
 * Sends an admin's approval or rejection (docs/PRODUCT.md "Approvals") and shows the server's answer,
 * or its refusal when it sent one ('Range not free', 'Already reviewed', ...). True when it went through.
 */
export async function sendReview(send: () => Promise<ReviewAnswer>): Promise<boolean> {
  try {
    const answer = await send();
    toast.success(answer.title, answer.message);
    return true;
  } catch (failure) {
    toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    return false;
  }
}

/** A rejection's reason, trimmed; null (after saying 'Reason required') when there is none. */
export function requireReason(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) toast.error(MESSAGES.reasonRequired.title, MESSAGES.reasonRequired.description);
  return trimmed || null;
}

function RejectionReasonField({
  value,
  onChange,
  hint,
  maxLength,
}: {
  value: string;
  onChange: (reason: string) => void;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <Field label="Rejection reason" hint={hint}>
      {(id) => (
        <Textarea
          id={id}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The foot of a review dialog: the rejection reason, Reject and Approve. `readReason` checks the reason
 * before a rejection is sent (by default: one is required); `blockedBy` names the warning that says why
 * the item cannot be approved.
 */
export function ReviewDecision({
  isPending,
  onApprove,
  onReject,
  onDone,
  hint,
  readReason = requireReason,
  blockedBy,
}: {
  isPending: boolean;
  onApprove: () => Promise<ReviewAnswer>;
  onReject: (reason: string) => Promise<ReviewAnswer>;
  onDone: () => void;
  hint?: string;
  readReason?: (reason: string) => string | null;
  blockedBy?: string;
}) {
  const [reason, setReason] = useState('');
  const decide = async (action: 'approve' | 'reject') => {
    let send = onApprove;
    if (action === 'reject') {
      const checked = readReason(reason);
      if (checked === null) return;
      send = () => onReject(checked);
    }
    if (await sendReview(send)) onDone();
  };
  return (
    <>
      <div className="mt-4">
        <RejectionReasonField value={reason} onChange={setReason} hint={hint} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="destructive" onClick={() => void decide('reject')} disabled={isPending}>
          Reject
        </Button>
        <Button
          variant="success"
          onClick={() => void decide('approve')}
          disabled={isPending || blockedBy !== undefined}
          aria-describedby={blockedBy}
        >
          Approve
        </Button>
      </div>
    </>
  );
}

/** Reject and Approve on a row of an admin queue; Reject opens a RejectDialog for the reason. */
function ReviewButtons({
  isPending,
  onReject,
  onApprove,
  rejectLabel,
  approveLabel,
}: {
  isPending: boolean;
  onReject: () => void;
  onApprove: () => Promise<ReviewAnswer>;
  rejectLabel?: string;
  approveLabel?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="destructive"
        onClick={onReject}
        disabled={isPending}
        aria-label={rejectLabel}
      >
        Reject
      </Button>
      <Button
        size="sm"
        variant="success"
        onClick={() => void sendReview(onApprove)}
        disabled={isPending}
        aria-label={approveLabel}
      >
        Approve
      </Button>
    </div>
  );
}

/** Asks for the reason of a rejection (one is required) and sends it; closes once it went through. */
function RejectDialog({
  title,
  hint,
  maxLength,
  isPending,
  onReject,
  onClose,
}: {
  title: string;
  hint?: string;
  maxLength?: number;
  isPending: boolean;
  onReject: (reason: string) => Promise<ReviewAnswer>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reject = async () => {
    const checked = requireReason(reason);
    if (checked !== null && (await sendReview(() => onReject(checked)))) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <RejectionReasonField value={reason} onChange={setReason} hint={hint} maxLength={maxLength} />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" isLoading={isPending} onClick={() => void reject()}>
          Reject
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A queue of items waiting for an admin, each row with Reject and Approve after its columns; Reject asks
 * for the reason in a dialog. `rowName` names a row in its buttons' accessible names.
 */
export function ReviewQueue<Row extends { id: string }>({
  label,
  emptyText,
  rows,
  isPending,
  error,
  columns,
  isDeciding,
  onApprove,
  onReject,
  rejectTitle,
  rejectHint,
  rejectMaxLength,
  rowName,
}: {
  label: string;
  emptyText?: string;
  rows: Row[] | undefined;
  isPending: boolean;
  error: unknown;
  columns: ResponsiveColumn<Row>[];
  isDeciding: boolean;
  onApprove: (row: Row) => Promise<ReviewAnswer>;
  onReject: (row: Row, reason: string) => Promise<ReviewAnswer>;
  rejectTitle: (row: Row) => string;
  rejectHint?: string;
  rejectMaxLength?: number;
  rowName?: (row: Row) => string;
}) {
  const [rejecting, setRejecting] = useState<Row | null>(null);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  if (isPending) return <Spinner />;
  return (
    <>
      <ResponsiveTable
        label={label}
        emptyText={emptyText}
        rows={rows ?? []}
        rowKey={(row) => row.id}
        columns={[
          ...columns,
          {
            header: 'Actions',
            isAction: true,
            cell: (row) => (
              <ReviewButtons
                isPending={isDeciding}
                onReject={() => setRejecting(row)}
                onApprove={() => onApprove(row)}
                rejectLabel={rowName && `Reject ${rowName(row)}`}
                approveLabel={rowName && `Approve ${rowName(row)}`}
              />
            ),
          },
        ]}
      />
      {rejecting && (
        <RejectDialog
          title={rejectTitle(rejecting)}
          hint={rejectHint}
          maxLength={rejectMaxLength}
          isPending={isDeciding}
          onReject={(reason) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}

/** One fact of the item under review: 'Owner: someone@example.com'. */
export function ReviewFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="break-words">
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}
