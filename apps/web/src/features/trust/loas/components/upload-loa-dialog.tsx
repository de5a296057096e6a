import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { formatAsn } from '@netlease/shared/asns';
import { LOA_MESSAGES, type PendingLoaOrder } from '@netlease/shared/loas';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/lib/toast';
import { useUploadLoa } from '../api/upload-loa';

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
  const [orderId, setOrderId] = useState(
    choices.some((order) => order.orderId === initialOrderId) ? initialOrderId : '',
  );
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadLoa();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderId || !file) {
      toast.error(LOA_MESSAGES.missingData.title, LOA_MESSAGES.missingData.description);
      return;
    }
    try {
      const result = await upload.mutateAsync({ orderId, file });
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(error, LOA_MESSAGES.uploadFailed.title, LOA_MESSAGES.uploadFailed.description);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Upload LOA">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <Field
          label="Order"
          hint={
            choices.length < orders.length
              ? 'Orders whose buyer has not named an ASN yet are not listed.'
              : undefined
          }
        >
          {(id) => (
            <Select id={id} value={orderId} onChange={(event) => setOrderId(event.target.value)}>
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
        </Field>
        <Field label="LOA file (PDF)" hint="A signed letter of authorization, PDF only, up to 5 MB.">
          {(id) => (
            <Input
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              className="h-auto py-1.5"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <FormActions onCancel={onClose} isPending={upload.isPending}>
          <Upload className="size-4" /> Upload
        </FormActions>
      </form>
    </Dialog>
  );
}
