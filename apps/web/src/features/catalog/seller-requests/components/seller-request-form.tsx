import { z } from 'zod';
import {
  SELLER_DESCRIPTION_MAX,
  SELLER_OFFERING_LABELS,
  SELLER_OFFERINGS,
  sellerRequestInputSchema,
  type SellerOffering,
} from '@netlease/shared/seller-requests';
import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { Input, Textarea } from '@/components/ui/field';
import { Form, FormChoice, FormField, useZodForm } from '@/components/ui/form';
import { useCreateSellerRequest } from '../api/create-seller-request';

interface SellerRequestValues {
  companyName: string;
  offering: SellerOffering | '';
  description: string;
}

const REQUEST_NOT_SENT = { title: 'Request not sent', description: 'Please try again later.' };

/** The server's own schema; no choice yet is a missing one. */
const sellerRequestFormSchema = sellerRequestInputSchema.extend({
  offering: z.preprocess((value) => value || undefined, sellerRequestInputSchema.shape.offering),
});

/**
 * The request form: company name, what they want to sell, and a description for the reviewer, on
 * the form primitives (docs/decisions/140-forms.md).
 */
export function SellerRequestForm() {
  const create = useCreateSellerRequest();
  const form = useZodForm(sellerRequestFormSchema, {
    defaultValues: { companyName: '', offering: '', description: '' },
  });

  return (
    <Form form={form} failure={REQUEST_NOT_SENT} className="space-y-5" send={create.mutateAsync}>
      <FormField<SellerRequestValues> name="companyName" label="Company name">
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <FormChoice<SellerRequestValues, 'offering'> name="offering">
        {(control, field) => (
          <fieldset aria-describedby={control['aria-describedby']}>
            <legend className="text-sm font-medium text-slate-700">What do you want to sell?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {SELLER_OFFERINGS.map((value, index) => (
                <ChoiceTile
                  key={value}
                  ref={index === 0 ? field.ref : undefined}
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  aria-invalid={control['aria-invalid']}
                  onBlur={field.onBlur}
                  onChange={() => field.onChange(value)}
                >
                  {SELLER_OFFERING_LABELS[value]}
                </ChoiceTile>
              ))}
            </div>
          </fieldset>
        )}
      </FormChoice>
      <FormField<SellerRequestValues>
        name="description"
        label="Describe what you will list"
        hint="For example: the blocks you hold and their registry, or your servers and data centres."
      >
        {(control) => <Textarea {...control} maxLength={SELLER_DESCRIPTION_MAX} />}
      </FormField>
      <Button type="submit" isLoading={create.isPending}>
        Send request
      </Button>
    </Form>
  );
}
