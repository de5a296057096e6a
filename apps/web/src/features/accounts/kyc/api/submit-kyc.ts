import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_UPLOAD_FIELDS } from '@netlease/shared/kyc';
import { kycRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { KYC_STATE_KEY } from './get-kyc-state';

export interface KycFiles {
  idProof: File;
  businessDocument: File | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Sends the documents and the country as a multipart form; the server checks each file's content. */
export function submitKyc(files: KycFiles) {
  const form = new FormData();
  form.append(KYC_UPLOAD_FIELDS.id, files.idProof);
  if (files.businessDocument) form.append(KYC_UPLOAD_FIELDS.business, files.businessDocument);
  form.append(KYC_UPLOAD_FIELDS.country, files.country);
  return callRoute(kycRoutes.submitKyc, { body: form });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (result) => {
      queryClient.setQueryData(KYC_STATE_KEY, result.state);
      // The profile and the session carry kyc_status too.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
