import {
  CLAIM_CATEGORIES,
  CLAIM_CATEGORY_LABELS,
  CLAIM_DESCRIPTION_MAX,
  LEASE_MESSAGES,
  claimInputSchema,
} from '@netlease/shared/lease-delivery';
import { Dialog } from '@/components/ui/dialog';
import { Select, Textarea } from '@/components/ui/field';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { formatDateTime } from '@/lib/dates';
import { useOpenClaim } from '../api/open-claim';

/**
 * The buyer's claim that an active range is unusable (docs/PRODUCT.md "Delivering a lease", step 6):
 * what is wrong and how it shows; staff decide and both parties are told.
 */
export function ClaimDialog({
  orderId,
  claimUntil,
  onClose,
}: {
  orderId: string;
  claimUntil: string;
  onClose: () => void;
}) {
  const claim = useOpenClaim(orderId);
  const form = useZodForm(claimInputSchema, {
    defaultValues: { category: '' as never, description: '' },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Open a claim"
      description={`Claims are open until ${formatDateTime(claimUntil)}. Staff check it and refund you in full, or explain why not.`}
    >
      <Form
        form={form}
        failure={LEASE_MESSAGES.claimNotPossible}
        className="space-y-4"
        send={(input) => claim.mutateAsync({ orderId, ...input })}
        onSent={onClose}
      >
        <FormField name="category" label="What is wrong">
          {(control) => (
            <Select {...control}>
              <option value="">Choose one</option>
              {CLAIM_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CLAIM_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          name="description"
          label="What you see"
          hint="Where the announcement fails, which lists name the range, what you were given instead."
        >
          {(control) => <Textarea {...control} rows={4} maxLength={CLAIM_DESCRIPTION_MAX} />}
        </FormField>
        <FormActions onCancel={onClose} isPending={claim.isPending}>
          Open claim
        </FormActions>
      </Form>
    </Dialog>
  );
}
