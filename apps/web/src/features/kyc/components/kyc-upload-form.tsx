import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { KYC_ACCEPT, KYC_MESSAGES } from '@netlease/shared/kyc';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSubmitKyc } from '../api/submit-kyc';

/** Spec part 1 /kyc: ID proof (required) and business document (optional). */
export function KycUploadForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const [idProof, setIdProof] = useState<File | null>(null);
  const [businessDocument, setBusinessDocument] = useState<File | null>(null);
  const submit = useSubmitKyc();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!idProof) {
      toast.error(KYC_MESSAGES.missingDocument.title, KYC_MESSAGES.missingDocument.description);
      return;
    }
    try {
      const result = await submit.mutateAsync({ idProof, businessDocument });
      toast.success(result.title, result.message);
      onSubmitted?.();
    } catch (error) {
      toast.fromError(error, KYC_MESSAGES.submissionFailed.title, KYC_MESSAGES.submissionFailed.description);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
      <Field
        label="ID proof (required)"
        hint="Passport, national ID card or driving licence. PDF, JPEG or PNG, up to 5 MB."
      >
        {(id) => (
          <Input
            id={id}
            type="file"
            accept={KYC_ACCEPT}
            className="h-auto py-1.5"
            onChange={(event) => setIdProof(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field
        label="Business document (optional)"
        hint="Company registration or a recent utility bill. PDF, JPEG or PNG, up to 5 MB."
      >
        {(id) => (
          <Input
            id={id}
            type="file"
            accept={KYC_ACCEPT}
            className="h-auto py-1.5"
            onChange={(event) => setBusinessDocument(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Button type="submit" isLoading={submit.isPending}>
        <Upload className="size-4" /> Submit for Verification
      </Button>
    </form>
  );
}
