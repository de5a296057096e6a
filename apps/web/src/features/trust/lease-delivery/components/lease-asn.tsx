import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { LeaseDelivery } from '@netlease/shared/lease-delivery';
import { SectionCard } from '@/components/ui/card';
import { useMyAsns } from '@/features/trust/asns/api/get-my-asns';
import { OrderAsnPicker } from '@/features/trust/asns/components/order-asn-picker';

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
  return (
    <div className="space-y-2">
      <OrderAsnPicker
        orderId={lease.orderId}
        currentAsnId={lease.asn?.id ?? null}
        approved={approved}
        label="Announcing AS"
        saveLabel={lease.asn ? 'Change ASN' : 'Save ASN'}
      />
      {lease.asn && lease.letter && ['pending', 'approved'].includes(lease.letter.status) && (
        <p className="text-xs text-slate-600">
          Changing it revokes the letter issued for {formatAsn(lease.asn.asnNumber)}; a new one is issued for
          the new ASN.
        </p>
      )}
    </div>
  );
}
