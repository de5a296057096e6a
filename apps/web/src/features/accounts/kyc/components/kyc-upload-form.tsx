import { Upload } from 'lucide-react';
import { z } from 'zod';
import { KYC_ACCEPT, KYC_MESSAGES } from '@netlease/shared/kyc';
import { asIssue } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { Form, FormFileField, useZodForm } from '@/components/ui/form';
import { useSubmitKyc } from '../api/submit-kyc';

const isFile = (value: unknown): value is File => value instanceof File;

/** docs/PRODUCT.md "KYC": the ID proof is required ('Missing document'), the business document optional. */
const kycFormSchema = z.object({
  // Null until a file is picked; the check lets only a File through.
  idProof: z.custom<File | null>(isFile, asIssue(KYC_MESSAGES.missingDocument)).transform((file) => file!),
  businessDocument: z.custom<File | null>((value) => value === null || isFile(value)),
});
interface KycFormValues {
  idProof: File | null;
  businessDocument: File | null;
}

/** The /kyc upload form: ID proof (required) and business document (optional). */
export function KycUploadForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const submit = useSubmitKyc();
  const form = useZodForm(kycFormSchema, { defaultValues: { idProof: null, businessDocument: null } });

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
      <Button type="submit" isLoading={submit.isPending}>
        <Upload className="size-4" /> Submit for Verification
      </Button>
    </Form>
  );
}
