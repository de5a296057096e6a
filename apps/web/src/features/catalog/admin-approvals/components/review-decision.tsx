import { useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { rejectInputSchema } from '@netlease/shared/catalog';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { addSchemaIssues, Form, FormField, useZodForm } from '@/components/ui/form';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { QueryState, type LoadedQuery } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';

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

/** The check a rejection's reason passes before it is sent: the server's own (shared) rule. */
export type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** Approve, or reject with a reason that `reasonSchema` accepts (the reason is checked only then). */
const decisionSchema = (reasonSchema: ReasonSchema) =>
  z.object({ action: z.enum(['approve', 'reject']), reason: z.string() }).transform((values, context) => {
    if (values.action === 'approve') return { action: 'approve' as const };
    const checked = reasonSchema.safeParse({ reason: values.reason });
    if (!checked.success) {
      addSchemaIssues(context, checked.error.issues);
      return z.NEVER;
    }
    return { action: 'reject' as const, reason: checked.data.reason };
  });

function RejectionReasonField({
  label = 'Rejection reason',
  hint,
  maxLength,
}: {
  label?: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <FormField name="reason" label={label} hint={hint}>
      {(control) => <Textarea {...control} maxLength={maxLength} />}
    </FormField>
  );
}

/**
 * The foot of a review dialog: the rejection reason, Reject and Approve, as one form whose buttons
 * submit their action. `reasonSchema` is the server's rule for the reason (by default: one is
 * required); `blockedBy` names the warning that says why the item cannot be approved.
 */
export function ReviewDecision({
  isPending,
  onApprove,
  onReject,
  onDone,
  hint,
  reasonSchema = rejectInputSchema,
  blockedBy,
}: {
  isPending: boolean;
  onApprove: () => Promise<ReviewAnswer>;
  onReject: (reason: string) => Promise<ReviewAnswer>;
  onDone: () => void;
  hint?: string;
  reasonSchema?: ReasonSchema;
  blockedBy?: string;
}) {
  const schema = useMemo(() => decisionSchema(reasonSchema), [reasonSchema]);
  const form = useZodForm(schema, { defaultValues: { action: 'approve', reason: '' } });
  const decide = async (decision: z.output<typeof schema>) => {
    const send = decision.action === 'reject' ? () => onReject(decision.reason) : onApprove;
    if (await sendReview(send)) onDone();
  };
  return (
    <Form form={form} onSubmit={decide} failure={MESSAGES.actionFailed}>
      <div className="mt-4">
        <RejectionReasonField hint={hint} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          type="submit"
          variant="destructive"
          onClick={() => form.setValue('action', 'reject')}
          disabled={isPending}
        >
          Reject
        </Button>
        <Button
          type="submit"
          variant="success"
          onClick={() => form.setValue('action', 'approve')}
          disabled={isPending || blockedBy !== undefined}
          aria-describedby={blockedBy}
        >
          Approve
        </Button>
      </div>
    </Form>
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
  onApprove: () => void;
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
      <Button size="sm" variant="success" onClick={onApprove} disabled={isPending} aria-label={approveLabel}>
        Approve
      </Button>
    </div>
  );
}

/**
 * Asks for the reason of a rejection (checked by `reasonSchema`, by default: one is required) and sends
 * it; closes once it went through.
 */
export function RejectDialog({
  title,
  label,
  hint,
  maxLength,
  reasonSchema = rejectInputSchema,
  isPending,
  onReject,
  onClose,
}: {
  title: string;
  label?: string;
  hint?: string;
  maxLength?: number;
  reasonSchema?: ReasonSchema;
  isPending: boolean;
  onReject: (reason: string) => Promise<ReviewAnswer>;
  onClose: () => void;
}) {
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });
  const reject = async ({ reason }: { reason: string }) => {
    if (await sendReview(() => onReject(reason))) onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <Form form={form} onSubmit={reject} failure={MESSAGES.actionFailed}>
        <RejectionReasonField label={label} hint={hint} maxLength={maxLength} />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" isLoading={isPending}>
            Reject
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * A queue of items waiting for an admin, each row with Reject and Approve after its columns; Reject asks
 * for the reason in a dialog. `rowName` names a row in its buttons' accessible names. With
 * `approveConfirm`, Approve asks first in a dialog (for what takes effect at once, like a live auction).
 */
export function ReviewQueue<Row extends { id: string }>({
  label,
  emptyText,
  query,
  columns,
  isDeciding,
  onApprove,
  onReject,
  rejectTitle,
  rejectHint,
  rejectMaxLength,
  rejectSchema,
  rowName,
  approveConfirm,
}: {
  label: string;
  emptyText?: string;
  /** The queue's load: a failure shows its error and Retry, never an empty queue. */
  query: LoadedQuery<Row[]>;
  columns: ResponsiveColumn<Row>[];
  isDeciding: boolean;
  onApprove: (row: Row) => Promise<ReviewAnswer>;
  onReject: (row: Row, reason: string) => Promise<ReviewAnswer>;
  rejectTitle: (row: Row) => string;
  rejectHint?: string;
  rejectMaxLength?: number;
  rejectSchema?: ReasonSchema;
  rowName?: (row: Row) => string;
  approveConfirm?: (row: Row) => { title: string; message: string };
}) {
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [approving, setApproving] = useState<Row | null>(null);
  return (
    <>
      <QueryState query={query} failure={MESSAGES.adminLoadFailed}>
        {(rows) => (
          <ResponsiveTable
            label={label}
            emptyText={emptyText}
            rows={rows}
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
                    onApprove={() =>
                      approveConfirm ? setApproving(row) : void sendReview(() => onApprove(row))
                    }
                    rejectLabel={rowName && `Reject ${rowName(row)}`}
                    approveLabel={rowName && `Approve ${rowName(row)}`}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {rejecting && (
        <RejectDialog
          title={rejectTitle(rejecting)}
          hint={rejectHint}
          maxLength={rejectMaxLength}
          reasonSchema={rejectSchema}
          isPending={isDeciding}
          onReject={(reason) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
      {approving && approveConfirm && (
        <ConfirmDialog
          {...approveConfirm(approving)}
          confirmLabel="Approve"
          confirmVariant="success"
          isPending={isDeciding}
          onConfirm={() => onApprove(approving)}
          failure={MESSAGES.actionFailed}
          onClose={() => setApproving(null)}
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
