import { Link } from 'react-router';
import { FilePlus2 } from 'lucide-react';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { LeaseDelivery } from '@netlease/shared/lease-delivery';
import { LOA_MESSAGES, LOA_REVOCATION_LABELS, ORDER_LOA_STATE_LABELS } from '@netlease/shared/loas-constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { openFileInNewTab } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useGenerateLoa } from '@/features/trust/loas/api/generate-loa';

const TONES: Record<string, BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  revoked: 'grey',
};

/**
 * The letter of authorization (docs/PRODUCT.md "Delivering a lease", step 3): its state, code and
 * file for both parties; the seller generates it here once the ASN is named, or uploads their own.
 */
export function LeaseLetter({ lease }: { lease: LeaseDelivery }) {
  const generate = useGenerateLoa();
  const letter = lease.letter;
  const isStanding = letter && (letter.status === 'pending' || letter.status === 'approved');
  const isRunning = ['payment_confirmed', 'provisioning', 'active'].includes(lease.status);
  const canIssue = lease.as === 'monetizer' && isRunning && !isStanding && lease.asn !== null;
  const onGenerate = async () => {
    try {
      const answer = await generate.mutateAsync(lease.orderId);
      toast.success(answer.title, `${answer.message} Code: ${answer.loa.verificationCode}`);
    } catch (error) {
      toast.fromError(error, LOA_MESSAGES.uploadFailed.title, LOA_MESSAGES.uploadFailed.description);
    }
  };
  return (
    <SectionCard title="Letter of authorization" bodyClassName="space-y-3 text-sm">
      {letter ? (
        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={TONES[letter.status] ?? 'grey'}>{ORDER_LOA_STATE_LABELS[letter.status]}</Badge>
            <span className="text-slate-700">
              {letter.source === 'generated' ? 'Generated' : 'Uploaded'} {formatDate(letter.issuedAt)}
              {letter.asnNumber ? ` for ${formatAsn(letter.asnNumber)}` : ''}
            </span>
          </p>
          {letter.status === 'rejected' && letter.rejectionReason && (
            <p className="break-words text-red-700">Rejected: {letter.rejectionReason}</p>
          )}
          {letter.status === 'revoked' && letter.revocationReason && (
            <p className="text-slate-700">
              Revoked: {LOA_REVOCATION_LABELS[letter.revocationReason].toLowerCase()}.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" onClick={() => openFileInNewTab(letter.fileUrl)}>
              View LOA
            </Button>
            {letter.verificationCode && (
              <Link to={`/verify-loa/${letter.verificationCode}`} className={buttonClasses('ghost', 'sm')}>
                Check {letter.verificationCode}
              </Link>
            )}
          </div>
        </div>
      ) : (
        <p className="text-slate-600">No letter yet.</p>
      )}
      {canIssue && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Button size="sm" isLoading={generate.isPending} onClick={() => void onGenerate()}>
            <FilePlus2 className="size-4" aria-hidden /> Generate LOA
          </Button>
          <Link to="/loa-management" className={buttonClasses('secondary', 'sm')}>
            Upload your own
          </Link>
        </div>
      )}
      {lease.as === 'monetizer' && isRunning && !isStanding && lease.asn === null && (
        <p className="text-slate-600">The letter can be issued once the buyer has named their ASN.</p>
      )}
    </SectionCard>
  );
}
