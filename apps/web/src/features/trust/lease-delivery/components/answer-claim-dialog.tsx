import { claimAnswerInputSchema, type Claim } from '@netlease/shared/lease-delivery';
import { CLAIM_ANSWER_MAX, CLAIM_CATEGORY_LABELS } from '@netlease/shared/lease-delivery-constants';
import { MESSAGES } from '@netlease/shared/messages';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useAnswerClaim } from '../api/answer-claim';

/**
 * The seller's answer to the buyer's claim (docs/PRODUCT.md "Delivering a lease", step 6): given once,
 * read by the buyer and by staff beside the claim before they decide.
 */
export function AnswerClaimDialog({
  orderId,
  claim,
  onClose,
}: {
  orderId: string;
  claim: Claim;
  onClose: () => void;
}) {
  const answer = useAnswerClaim(orderId);
  const form = useZodForm(claimAnswerInputSchema, { defaultValues: { answer: '' } });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Answer the claim"
      description={`The buyer says: ${CLAIM_CATEGORY_LABELS[claim.category]}. Staff read your answer beside the claim before they decide; you can answer once.`}
    >
      <Form
        form={form}
        failure={MESSAGES.actionFailed}
        className="space-y-4"
        send={(input) => answer.mutateAsync({ claimId: claim.id, ...input })}
        onSent={onClose}
      >
        <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700">
          {claim.description}
        </blockquote>
        <FormField
          name="answer"
          label="Your answer"
          hint="What you checked and what you see: where the route is announced, which lists you asked, the range you delivered."
        >
          {(control) => <Textarea {...control} rows={5} maxLength={CLAIM_ANSWER_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={answer.isPending}>
          Send answer
        </FormActions>
      </Form>
    </Dialog>
  );
}
