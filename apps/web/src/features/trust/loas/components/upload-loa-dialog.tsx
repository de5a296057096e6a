import { Upload } from 'lucide-react';
import { z } from 'zod';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { PendingLoaOrder } from '@netlease/shared/loas';
import { LOA_MESSAGES } from '@netlease/shared/loas-constants';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { Form, FormField, FormFileField, addFieldIssue, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { useUploadLoa } from '../api/upload-loa';

interface UploadLoaValues {
  orderId: string;
  file: File | null;
}

/** An order and a PDF, both required: the first one missing is marked ('Missing data'). */
const uploadLoaSchema = z
  .object({
    orderId: z.string(),
    file: z.custom<File | null>((value) => value === null || value instanceof File),
  })
  .transform(({ orderId, file }, context) => {
    if (!orderId) addFieldIssue(context, 'orderId', LOA_MESSAGES.missingData);
    else if (!file) addFieldIssue(context, 'file', LOA_MESSAGES.missingData);
    if (!orderId || !file) return z.NEVER;
    return { orderId, file };
  });

/**
 * Upload LOA on /loa-management (docs/PRODUCT.md "ASNs and LOAs"): an order and a PDF, both required
 * ('Missing data'). Only orders whose buyer has named the ASN are offered: a letter names the AS that
 * announces the range, and the server refuses one without it ('ASN required').
 */
export function UploadLoaDialog({
  orders,
  initialOrderId,
  onClose,
}: {
  orders: PendingLoaOrder[];
  initialOrderId: string;
  onClose: () => void;
}) {
  const choices = orders.filter((order) => order.asnNumber !== null);
  const upload = useUploadLoa();
  const form = useZodForm(uploadLoaSchema, {
    defaultValues: {
      orderId: choices.some((order) => order.orderId === initialOrderId) ? initialOrderId : '',
      file: null,
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Upload LOA">
      <Form
        form={form}
        failure={LOA_MESSAGES.uploadFailed}
        send={upload.mutateAsync}
        onSent={onClose}
        className="space-y-4"
      >
        <FormField<UploadLoaValues>
          name="orderId"
          label="Order"
          hint={
            choices.length < orders.length
              ? 'Orders whose buyer has not named an ASN yet are not listed.'
              : undefined
          }
        >
          {(control) => (
            <Select {...control}>
              <option value="">Select an order</option>
              {choices.map((order) => (
                <option key={order.orderId} value={order.orderId}>
                  {[
                    order.orderId.slice(0, 8),
                    order.prefix ?? order.title,
                    formatAsn(order.asnNumber!),
                    order.buyerName,
                  ].join(' · ')}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormFileField<UploadLoaValues, 'file'>
          name="file"
          label="LOA file (PDF)"
          hint="A signed letter of authorization, PDF only, up to 5 MB."
          accept="application/pdf,.pdf"
        />
        <FormActions onCancel={onClose} isPending={upload.isPending}>
          <Upload className="size-4" /> Upload
        </FormActions>
      </Form>
    </Dialog>
  );
}
