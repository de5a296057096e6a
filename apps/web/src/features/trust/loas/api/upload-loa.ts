import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOA_UPLOAD_FIELDS } from '@netlease/shared/loas-constants';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { MY_LOAS_KEY } from './get-my-loas';
import { PENDING_LOA_ORDERS_KEY } from './get-pending-loa-orders';

/** Sends the order and the PDF as a multipart form; the server checks the file's content. */
export function uploadLoa(input: { orderId: string; file: File }) {
  const form = new FormData();
  form.append(LOA_UPLOAD_FIELDS.orderId, input.orderId);
  form.append(LOA_UPLOAD_FIELDS.file, input.file);
  return callRoute(loaRoutes.uploadLoa, { body: form });
}

export function useUploadLoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLoa,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_LOAS_KEY });
      void queryClient.invalidateQueries({ queryKey: PENDING_LOA_ORDERS_KEY });
    },
  });
}
