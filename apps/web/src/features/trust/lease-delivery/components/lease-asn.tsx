import { useState } from 'react';
import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns';
import type { LeaseDelivery } from '@netlease/shared/lease-delivery';
import { LOA_MESSAGES } from '@netlease/shared/loas';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Select } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useMyAsns } from '@/features/trust/asns/api/get-my-asns';
import { useSetOrderAsn } from '@/features/trust/asns/api/set-order-asn';

/**
 * The AS that will announce the range (docs/PRODUCT.md "Delivering a lease", step 2): the buyer names
 * one of their approved ASNs, or changes it until the lease is active; the seller reads it.
 */
export function LeaseAsn({ lease }: { lease: LeaseDelivery }) {
  const isBuyer = lease.as === 'leaser';
  return (
    <SectionCard title="Announcing AS" bodyClassName="space-y-3 text-sm">
      {lease.asn ? (
        <p className="text-slate-800">
          <span className="font-mono font-medium">{formatAsn(lease.asn.asnNumber)}</span> ·{' '}
          {lease.asn.organization}
        </p>
      ) : (
        <p className="text-slate-600">
          {isBuyer
            ? 'Name the AS that will announce the range: the seller can issue the letter of authorization only then.'
            : 'The buyer has not named the AS that will announce the range yet.'}
        </p>
      )}
      {isBuyer && lease.canChangeAsn && <AsnPicker lease={lease} />}
    </SectionCard>
  );
}

function AsnPicker({ lease }: { lease: LeaseDelivery }) {
  const asns = useMyAsns();
  const save = useSetOrderAsn();
  const [asnId, setAsnId] = useState(lease.asn?.id ?? '');
  const approved = (asns.data ?? []).filter((asn) => asn.status === 'approved');
  if (asns.isPending) return null;
  if (approved.length === 0) {
    return (
      <p className="text-slate-600">
        You have no approved ASN yet.{' '}
        <Link to="/my-asns" className="font-medium text-brand-700 hover:underline">
          Add one on My ASNs
        </Link>
        .
      </p>
    );
  }
  const onSave = async () => {
    try {
      const reply = await save.mutateAsync({ orderId: lease.orderId, asnId });
      toast.success(reply.title, reply.message);
    } catch (error) {
      toast.fromError(error, LOA_MESSAGES.asnNotApproved.title);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Announcing AS"
          value={asnId}
          onChange={(event) => setAsnId(event.target.value)}
          className="w-64 max-w-full"
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
          disabled={!asnId || asnId === lease.asn?.id}
          isLoading={save.isPending}
          onClick={() => void onSave()}
        >
          {lease.asn ? 'Change ASN' : 'Save ASN'}
        </Button>
      </div>
      {lease.asn && lease.letter && ['pending', 'approved'].includes(lease.letter.status) && (
        <p className="text-xs text-slate-600">
          Changing it revokes the letter issued for {formatAsn(lease.asn.asnNumber)}; a new one is issued for
          the new ASN.
        </p>
      )}
    </div>
  );
}
