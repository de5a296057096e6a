import type { LoaRecord } from '@netlease/shared/loas';
import { LOA_REVOCATION_LABELS } from '@netlease/shared/loas-constants';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

/**
 * An LOA's status, with the admin's reason under a rejected one (the seller must know what to fix),
 * and under a revoked one why and since when it no longer authorises anything: its lease ended or the
 * buyer named another ASN (docs/PRODUCT.md "Delivering a lease").
 */
export function LoaStatusWithReason({
  letter,
}: {
  letter: Pick<LoaRecord, 'status' | 'rejectionReason' | 'revocationReason' | 'revokedAt'>;
}) {
  const { status, rejectionReason, revocationReason, revokedAt } = letter;
  return (
    <div className="space-y-1">
      {status === 'revoked' ? <Badge tone="grey">Revoked</Badge> : <StatusBadge status={status} />}
      {status === 'rejected' && rejectionReason && (
        <p className="max-w-xs whitespace-pre-line break-words text-xs text-red-700">
          Reason: {rejectionReason}
        </p>
      )}
      {status === 'revoked' && revocationReason && (
        <p className="max-w-xs break-words text-xs text-slate-600">
          {LOA_REVOCATION_LABELS[revocationReason]}
          {revokedAt && ` (${formatDate(revokedAt)})`}
        </p>
      )}
    </div>
  );
}
