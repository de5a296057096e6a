import type { LoaStatus } from '@netlease/shared/loas';
import { StatusBadge } from '@/components/ui/badge';

/** An LOA's status, with the admin's reason under a rejected one (the seller must know what to fix). */
export function LoaStatusWithReason({
  status,
  rejectionReason,
}: {
  status: LoaStatus;
  rejectionReason: string | null;
}) {
  return (
    <div className="space-y-1">
      <StatusBadge status={status} />
      {status === 'rejected' && rejectionReason && (
        <p className="max-w-xs whitespace-pre-line break-words text-xs text-red-700">
          Reason: {rejectionReason}
        </p>
      )}
    </div>
  );
}
