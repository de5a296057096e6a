import { useState } from 'react';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { AsnRecord } from '@netlease/shared/asns';
import { LOA_MESSAGES } from '@netlease/shared/loas-constants';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { toast } from '@/lib/toast';
import { useSetOrderAsn } from '../api/set-order-asn';

/**
 * The buyer names one of their approved ASNs on an IP order, or another one until the lease is active
 * (docs/PRODUCT.md "Delivering a lease"): on /my-asns and on the lease page.
 */
export function OrderAsnPicker({
  orderId,
  currentAsnId,
  approved,
  label,
  saveLabel = 'Save',
  className,
}: {
  orderId: string;
  currentAsnId: string | null;
  approved: AsnRecord[];
  label: string;
  saveLabel?: string;
  className?: string;
}) {
  const [asnId, setAsnId] = useState(currentAsnId ?? '');
  const save = useSetOrderAsn();
  const onSave = async () => {
    try {
      const result = await save.mutateAsync({ orderId, asnId });
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, LOA_MESSAGES.asnNotApproved.title);
    }
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Select
        aria-label={label}
        name="asnId"
        value={asnId}
        onChange={(event) => setAsnId(event.target.value)}
        className="w-56 max-w-full"
      >
        <option value="">Choose an ASN</option>
        {approved.map((asn) => (
          <option key={asn.id} value={asn.id}>
            {formatAsn(asn.asnNumber)} · {asn.organization}
          </option>
        ))}
      </Select>
      <Button
        size="sm"
        variant="secondary"
        disabled={!asnId || asnId === currentAsnId}
        isLoading={save.isPending}
        onClick={() => void onSave()}
      >
        {saveLabel}
      </Button>
    </div>
  );
}
