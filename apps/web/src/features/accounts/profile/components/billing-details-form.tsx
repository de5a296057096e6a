import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  BILLING_MESSAGES,
  billingProfileInputSchema,
  type BillingProfile,
  type CustomerType,
} from '@netlease/shared/billing';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ChoiceTile } from '@/components/ui/choice-tile';
import { CountrySelect } from '@/components/ui/country-select';
import { Input } from '@/components/ui/field';
import { Form, FormChoice, FormController, FormField, useZodForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/toast';
import { useBillingProfile, useSaveBillingProfile } from '../api/profile';

interface BillingFormValues {
  customerType: CustomerType;
  legalName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  vatId: string;
  billingEmail: string;
}

const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  company: 'Company',
  private: 'Private customer',
};

const toBillingValues = (profile: BillingProfile | null): BillingFormValues => ({
  customerType: profile?.customerType ?? 'company',
  legalName: profile?.legalName ?? '',
  street: profile?.street ?? '',
  city: profile?.city ?? '',
  postalCode: profile?.postalCode ?? '',
  country: profile?.country ?? '',
  vatId: profile?.vatId ?? '',
  billingEmail: profile?.billingEmail ?? '',
});

/** The "Billing details" section of /profile (docs/PRODUCT.md "Billing details"). */
export function BillingDetailsSection() {
  const { data, isPending, error } = useBillingProfile();
  useErrorToast(
    error,
    BILLING_MESSAGES.billingProfileLoadFailed.title,
    BILLING_MESSAGES.billingProfileLoadFailed.description,
  );
  // Checkout links to /profile#billing: bring the section into view once its form is drawn.
  const { hash } = useLocation();
  const isLoaded = Boolean(data);
  useEffect(() => {
    if (isLoaded && hash === '#billing') document.getElementById('billing')?.scrollIntoView();
  }, [isLoaded, hash]);
  return (
    <SectionCard
      title="Billing details"
      description="Who your invoices are made out to. Invoices and payment emails go to the billing email."
    >
      {isPending ? <Spinner /> : data ? <BillingDetailsForm profile={data.billingProfile} /> : null}
    </SectionCard>
  );
}

function BillingDetailsForm({ profile }: { profile: BillingProfile | null }) {
  const save = useSaveBillingProfile();
  const form = useZodForm(billingProfileInputSchema, { defaultValues: toBillingValues(profile) });
  const isCompany = form.watch('customerType') === 'company';
  const optional = isCompany ? '' : ' (optional)';

  return (
    <Form
      form={form}
      failure={BILLING_MESSAGES.billingProfileSaveFailed}
      className="grid gap-4 sm:grid-cols-2"
      send={save.mutateAsync}
      onSent={(result) => form.reset(toBillingValues(result.billingProfile))}
    >
      <div className="sm:col-span-2">
        <FormChoice<BillingFormValues, 'customerType'> name="customerType">
          {(control, field) => (
            <fieldset aria-describedby={control['aria-describedby']}>
              <legend className="text-sm font-medium text-slate-700">I am buying as</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {(['company', 'private'] as const).map((value, index) => (
                  <ChoiceTile
                    key={value}
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    aria-invalid={control['aria-invalid']}
                  >
                    {CUSTOMER_TYPE_LABELS[value]}
                  </ChoiceTile>
                ))}
              </div>
            </fieldset>
          )}
        </FormChoice>
      </div>
      <div className="sm:col-span-2">
        <FormField<BillingFormValues> name="legalName" label={isCompany ? 'Legal company name' : 'Full name'}>
          {(control) => <Input {...control} autoComplete={isCompany ? 'organization' : 'name'} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField<BillingFormValues> name="street" label={`Street and number${optional}`}>
          {(control) => <Input {...control} autoComplete="street-address" />}
        </FormField>
      </div>
      <FormField<BillingFormValues> name="postalCode" label={`Postal code${optional}`}>
        {(control) => <Input {...control} autoComplete="postal-code" />}
      </FormField>
      <FormField<BillingFormValues> name="city" label={`City${optional}`}>
        {(control) => <Input {...control} autoComplete="address-level2" />}
      </FormField>
      <FormController<BillingFormValues, 'country'> name="country" label="Country">
        {(control, field) => (
          <CountrySelect {...control} name={field.name} value={field.value} onChange={field.onChange} />
        )}
      </FormController>
      <FormField<BillingFormValues>
        name="vatId"
        label="VAT ID (optional)"
        hint="Checked for the country above, for example DE136695976."
      >
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField<BillingFormValues>
          name="billingEmail"
          label="Billing email (optional)"
          hint="Invoices and payment emails also go here."
        >
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" isLoading={save.isPending}>
          Save billing details
        </Button>
      </div>
    </Form>
  );
}
