import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFromIssue } from '@netlease/shared/message-catalog';
import {
  SELLER_DESCRIPTION_MAX,
  SELLER_OFFERING_LABELS,
  SELLER_OFFERINGS,
  SELLER_REQUEST_MESSAGES,
  sellerRequestInputSchema,
  type SellerOffering,
  type SellerRequestField,
} from '@netlease/shared/seller-requests';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormField, invalidControlClass } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useCreateSellerRequest } from '../api/create-seller-request';

type Errors = Partial<Record<SellerRequestField, string>>;

/**
 * The request form: company name, what they want to sell, and a description for the reviewer.
 * Checked with the server's own schema first; each error shows beside its field, the first refused
 * field takes focus, and one toast tells what happened.
 */
export function SellerRequestForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [companyName, setCompanyName] = useState('');
  const [offering, setOffering] = useState<SellerOffering | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const create = useCreateSellerRequest();

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const clear = (field: SellerRequestField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sellerRequestInputSchema.safeParse({
      companyName,
      offering: offering || undefined,
      description,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SellerRequestField;
        found[field] ??= (
          messageFromIssue(issue.message) ?? SELLER_REQUEST_MESSAGES.missingFields
        ).description;
      }
      const first =
        messageFromIssue(parsed.error.issues[0]?.message ?? '') ?? SELLER_REQUEST_MESSAGES.missingFields;
      setErrors(found);
      setAttempt((count) => count + 1);
      toast.error(first.title, first.description);
      return;
    }
    try {
      const result = await create.mutateAsync(parsed.data);
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, 'Request not sent', 'Please try again later.');
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
      <FormField label="Company name" error={errors.companyName}>
        {(control) => (
          <Input
            {...control}
            className={invalidControlClass}
            autoComplete="organization"
            value={companyName}
            onChange={(event) => {
              setCompanyName(event.target.value);
              clear('companyName');
            }}
          />
        )}
      </FormField>
      <fieldset aria-describedby={errors.offering ? 'offering-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">What do you want to sell?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SELLER_OFFERINGS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="offering"
                value={value}
                checked={offering === value}
                aria-invalid={errors.offering ? true : undefined}
                onChange={() => {
                  setOffering(value);
                  clear('offering');
                }}
                className="accent-brand-600"
              />
              {SELLER_OFFERING_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.offering && (
          <p id="offering-error" className="mt-1.5 text-xs font-medium text-red-700">
            {errors.offering}
          </p>
        )}
      </fieldset>
      <FormField
        label="Describe what you will list"
        hint="For example: the blocks you hold and their registry, or your servers and data centres."
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            className={invalidControlClass}
            maxLength={SELLER_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              clear('description');
            }}
          />
        )}
      </FormField>
      <Button type="submit" isLoading={create.isPending}>
        Send request
      </Button>
    </form>
  );
}
