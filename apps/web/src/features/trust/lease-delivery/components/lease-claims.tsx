import type { Claim } from '@netlease/shared/lease-delivery';
import { CLAIM_CATEGORY_LABELS } from '@netlease/shared/lease-delivery-constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';

const TONES: Record<Claim['status'], BadgeTone> = { open: 'yellow', refunded: 'green', rejected: 'red' };
const LABELS: Record<Claim['status'], string> = {
  open: 'Waiting for staff',
  refunded: 'Upheld: refunded',
  rejected: 'Rejected',
};

/** The lease's claims and what staff decided (docs/PRODUCT.md "Delivering a lease", step 6). */
export function LeaseClaims({ claims }: { claims: Claim[] }) {
  if (claims.length === 0) return null;
  return (
    <SectionCard title="Claims">
      <ul className="space-y-3 text-sm">
        {claims.map((claim) => (
          <li key={claim.id} className="rounded-lg border border-slate-200 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={TONES[claim.status]}>{LABELS[claim.status]}</Badge>
              <span className="font-medium text-slate-900">{CLAIM_CATEGORY_LABELS[claim.category]}</span>
              <span className="text-slate-600">{formatDateTime(claim.createdAt)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{claim.description}</p>
            {claim.decisionReason && (
              <p className="mt-1 break-words text-slate-700">Staff: {claim.decisionReason}</p>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
