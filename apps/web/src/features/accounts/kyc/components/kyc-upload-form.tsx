import { Upload } from 'lucide-react';
import { z } from 'zod';
import { KYC_ACCEPT, KYC_MESSAGES } from '@netlease/shared/kyc';
import { asIssue } from '@netlease/shared/messages';
import { parseCountryCode } from '@netlease/shared/countries';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Form, FormController, FormFileField, useZodForm } from '@/components/ui/form';
import { useSubmitKyc } from '../api/submit-kyc';

const isFile = (value: unknown): value is File => value instanceof File;

/**
 * docs/PRODUCT.md "KYC": the ID proof is required ('Missing document'), the business document
 * optional, the country required ('Missing country') and one of the list, checked as the server does.
 */
const kycFormSchema = z.object({
  // Null until a file is picked; the check lets only a File through.
  idProof: z.custom<File | null>(isFile, asIssue(KYC_MESSAGES.missingDocument)).transform((file) => file!),
  businessDocument: z.custom<File | null>((value) => value === null || isFile(value)),
  country: z.string().transform((text, context) => {
    const country = parseCountryCode(text);
    if (country.ok && country.value) return country.value;
    context.addIssue({
      code: 'custom',
      message: asIssue(country.ok ? KYC_MESSAGES.missingCountry : country.message),
    });
    return z.NEVER;
  }),
});
interface KycFormValues {
  idProof: File | null;
  businessDocument: File | null;
  country: string;
}

/** The /kyc upload form: ID proof and country (required) and business document (optional). */
export function KycUploadForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const submit = useSubmitKyc();
  const form = useZodForm(kycFormSchema, {
    defaultValues: { idProof: null, businessDocument: null, country: '' },
  });

  return (
    <Form
      form={form}
      failure={KYC_MESSAGES.submissionFailed}
      className="space-y-4"
      send={submit.mutateAsync}
      onSent={onSubmitted}
    >
      <FormFileField<KycFormValues, 'idProof'>
        name="idProof"
        label="ID proof (required)"
        hint="Passport, national ID card or driving licence. PDF, JPEG or PNG, up to 5 MB."
        accept={KYC_ACCEPT}
      />
      <FormFileField<KycFormValues, 'businessDocument'>
        name="businessDocument"
        label="Business document (optional)"
        hint="Company registration or a recent utility bill. PDF, JPEG or PNG, up to 5 MB."
        accept={KYC_ACCEPT}
      />
      <FormController<KycFormValues, 'country'> name="country" label="Country of residence (required)">
        {(control, field) => (
          <CountrySelect {...control} name={field.name} value={field.value} onChange={field.onChange} />
        )}
      </FormController>
      <Button type="submit" isLoading={submit.isPending}>
        <Upload className="size-4" /> Submit for Verification
      </Button>
    </Form>
  );
}
